'use client';

import { CheckOutlined, DownOutlined, EyeOutlined, StarFilled } from '@ant-design/icons';
import { Button, type MenuProps } from 'antd';
import { useTranslations } from 'next-intl';
import type { ListView } from '@/lib/contract/list-views';
import { LazyDropdown } from '@/components/widgets/LazyDropdown';
import styles from './list-views.module.css';

/** What the menu's commands do; the page keeps the state they change. */
export interface ViewCommands {
  apply(view: ListView | null): void;
  /** 保存视图: the active view of the caller's own takes the page as it stands. */
  save(): void;
  saveAs(): void;
  edit(): void;
  setDefault(view: ListView | null): void;
  remove(view: ListView): void;
}

interface ListViewMenuProps {
  views: readonly ListView[];
  active: ListView | null;
  /** The page no longer shows what the active view saved. */
  modified: boolean;
  commands: ViewCommands;
}

const VIEW_PREFIX = 'view:';

/**
 * 视图: the saved views of a list (the user's own, then those shared with her), the one shown
 * ticked and the default starred, and what can be done with the page as it stands: save it over
 * the active view, save it as a new one, edit its name and sharing, make it the default, delete it.
 */
export function ListViewMenu({ views, active, modified, commands }: ListViewMenuProps) {
  const t = useTranslations('entityUi.views');
  const mineActive = active?.mine === true;
  // The name read out holds the words shown, 已修改 included.
  const entry = (view: ListView) => ({
    key: `${VIEW_PREFIX}${view.view_key}`,
    icon: view.view_key === active?.view_key ? <CheckOutlined aria-hidden /> : <span className={styles.iconSpace} aria-hidden />,
    label: (
      <span className={styles.entry} data-testid="list-view-entry">
        <span className={styles.entryName}>{view.name}</span>
        {view.is_default ? <StarFilled className={styles.star} aria-label={t('isDefault')} /> : null}
        {!view.mine && view.owner_name ? <span className={styles.owner}>{view.owner_name}</span> : null}
      </span>
    ),
  });
  const mine = views.filter((v) => v.mine);
  const shared = views.filter((v) => !v.mine);
  const items: MenuProps['items'] = [
    { key: 'all', icon: active === null ? <CheckOutlined aria-hidden /> : <span className={styles.iconSpace} aria-hidden />, label: t('all') },
    ...(mine.length ? [{ type: 'group' as const, key: 'mine', label: t('mine'), children: mine.map(entry) }] : []),
    ...(shared.length ? [{ type: 'group' as const, key: 'shared', label: t('shared'), children: shared.map(entry) }] : []),
    { type: 'divider' },
    { key: 'save', label: t('save'), disabled: !mineActive || !modified },
    { key: 'saveAs', label: t('saveAs') },
    ...(mineActive ? [{ key: 'edit', label: t('edit') }] : []),
    ...(active ? [active.is_default ? { key: 'undefault', label: t('clearDefault') } : { key: 'default', label: t('setDefault') }] : []),
    ...(mineActive ? [{ key: 'remove', label: t('remove'), danger: true }] : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'all') commands.apply(null);
    else if (key.startsWith(VIEW_PREFIX)) commands.apply(views.find((v) => `${VIEW_PREFIX}${v.view_key}` === key) ?? null);
    else if (key === 'save') commands.save();
    else if (key === 'saveAs') commands.saveAs();
    else if (key === 'edit') commands.edit();
    else if (key === 'default') commands.setDefault(active);
    else if (key === 'undefault') commands.setDefault(null);
    else if (key === 'remove' && active) commands.remove(active);
  };
  return (
    <LazyDropdown trigger={['click']} menu={{ items, onClick }}>
      <Button icon={<EyeOutlined aria-hidden />} data-testid="list-view-menu" aria-label={t('menuLabel', { name: `${active?.name ?? t('all')}${modified ? ` ${t('modified')}` : ''}` })}>
        <span className={styles.current}>{active?.name ?? t('all')}</span>
        {modified ? <span className={styles.modified} data-testid="list-view-modified">{t('modified')}</span> : null}
        <DownOutlined aria-hidden />
      </Button>
    </LazyDropdown>
  );
}
