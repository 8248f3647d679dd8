'use client';

import { Alert, Checkbox, Empty, Modal, Skeleton } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { menuGroups } from '@/lib/client/menu/menu-search';
import { menuTitle } from '@/lib/client/menu/side-menu';
import { orderedChoice } from '@/lib/client/menu/top-menus';
import { useSession } from '@/lib/client/session-state';
import { useTopMenuChoice } from '@/lib/client/user-settings';
import { FavoriteStar } from './FavoriteStar';
import { MenuIcon } from './menu-icons';
import { useShellMenus } from './shell-menus';
import { useMenuTitle } from './use-menu-title';
import styles from './shell-nav.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

interface SettingsFormProps {
  initial: ReadonlySet<string>;
  onSaved: () => void;
  onCancel: () => void;
}

/** Mounted when the modal opens, so every opening starts from the saved choice. */
function SettingsForm({ initial, onSaved, onCancel }: SettingsFormProps) {
  const t = useTranslations('shellNav');
  const title = useMenuTitle();
  const { message } = useFeedback();
  const { userKey } = useSession();
  const { tree } = useShellMenus();
  const { save } = useTopMenuChoice(userKey);
  const groups = useMemo(() => menuGroups(tree), [tree]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(initial);
  const [saving, setSaving] = useState(false);

  const toggle = (id: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const submit = async () => {
    setSaving(true);
    try {
      await save(orderedChoice(tree, selected));
      void message.success(t('saved'));
      onSaved();
    } catch {
      // The API client already showed why; the dialog stays open for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('displaySettings')}
      width={800}
      onOk={() => void submit()}
      onCancel={onCancel}
      confirmLoading={saving}
      styles={{ body: { maxHeight: '64vh', overflowY: 'auto', paddingInlineEnd: 4 } }}
    >
      <Alert
        type="info"
        showIcon
        className={styles.settingsNotes}
        title={
          <ul className={styles.settingsNoteList}>
            <li>{t('settingsNoteMore')}</li>
            <li>{t('settingsNoteCount')}</li>
          </ul>
        }
      />
      <p className={styles.settingsCount}>{t('settingsNavCount', { count: orderedChoice(tree, selected).length })}</p>
      {groups.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMenus')} /> : null}
      <div className={styles.settingsGroups}>
        {groups.map(({ group, items }) => {
          const groupTitle = title(menuTitle(group));
          return (
            <section key={group.id} className={styles.settingsGroup} aria-label={groupTitle}>
              <header className={styles.settingsGroupHead}>
                <span className={styles.settingsGroupTitle}>
                  <MenuIcon name={group.meta.icon} />
                  {groupTitle}
                </span>
                <Checkbox
                  checked={selected.has(group.id)}
                  onChange={(event) => toggle(group.id, event.target.checked)}
                  data-testid={`nav-bar-${group.id}`}
                >
                  {t('showInNavBar')}
                </Checkbox>
              </header>
              <ul className={styles.settingsItems}>
                {items.map((item) => {
                  const label = title(menuTitle(item));
                  return (
                    <li key={item.id} className={styles.settingsItem}>
                      <FavoriteStar item={item} label={label} />
                      <span className={styles.menuEntryText} title={label}>{label}</span>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </Modal>
  );
}

/** The menu display settings dialog: favourites and the top bar's menus. */
export function MenuDisplaySettings({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('shellNav');
  const { userKey } = useSession();
  const { tree } = useShellMenus();
  const { chosen, loading } = useTopMenuChoice(userKey);

  if (!open) return null;
  if (loading) {
    return (
      <Modal open title={t('displaySettings')} width={800} footer={null} onCancel={onClose}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Modal>
    );
  }
  const initial = new Set(chosen ?? tree.filter((item) => !item.hidden).map((item) => item.id));
  return <SettingsForm initial={initial} onSaved={onClose} onCancel={onClose} />;
}
