'use client';

import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Modal, Spin } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { GLOBAL_SEARCH_MAX, GLOBAL_SEARCH_PER_KIND, highlightParts } from '@/lib/contract/global-search';
import { menuGroups, searchMenus } from '@/lib/client/menu/menu-search';
import { menuTarget, type MenuTarget } from '@/lib/client/menu/menu-tree';
import { menuTitle } from '@/lib/client/menu/side-menu';
import { useShellMenus } from './shell-menus';
import { useGlobalSearch } from './use-global-search';
import { useMenuSearchTitles } from './use-menu-search-titles';
import { useMenuTitle } from './use-menu-title';
import styles from './global-search.module.css';

interface ResultItem {
  id: string;
  title: string;
  matched?: string;
  target: MenuTarget | null;
}

interface ResultGroup {
  id: string;
  label: string;
  items: ResultItem[];
}

function Highlighted({ text, needle }: { text: string; needle: string }) {
  return (
    <>
      {highlightParts(text, needle).map((part, index) => (index % 2 === 1 ? <mark key={index} className={styles.mark}>{part}</mark> : part))}
    </>
  );
}

/** The search dialog: records of every kind the user may read and their own menus, grouped by kind. */
export function GlobalSearchDialog({ open, onClose, takeTyped }: { open: boolean; onClose: () => void; takeTyped?: () => string }) {
  const t = useTranslations('shellNav');
  const tAll = useTranslations();
  const router = useRouter();
  const menuTitleOf = useMenuTitle();
  const titlesOf = useMenuSearchTitles();
  const { tree } = useShellMenus();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { groups, loading, failed, fresh } = useGlobalSearch(text);
  // Enter pressed while the hits still answer an earlier text waits for the answer to what was typed.
  const enterWaiting = useRef(false);
  const needle = text.trim();

  const results = useMemo<ResultGroup[]>(() => {
    if (!needle) return [];
    const records = groups.map((group) => ({
      id: group.entity,
      label: tAll(group.label),
      items: group.hits.map((hit) => ({
        id: `${group.entity}:${hit.key}`, title: hit.title, matched: hit.matched,
        target: hit.href ? ({ kind: 'internal', path: hit.href } as const) : null,
      })),
    }));
    const menus = searchMenus(menuGroups(tree), needle, titlesOf).flatMap((entry) => entry.items).slice(0, GLOBAL_SEARCH_PER_KIND);
    const menuGroup = menus.length
      ? [{ id: 'menu', label: t('globalSearchMenus'), items: menus.map((item) => ({ id: `menu:${item.id}`, title: menuTitleOf(menuTitle(item)), target: menuTarget(item) })) }]
      : [];
    return [...records, ...menuGroup];
  }, [groups, needle, tree, titlesOf, menuTitleOf, t, tAll]);
  const flat = useMemo(() => results.flatMap((group) => group.items), [results]);
  const current = Math.min(active, Math.max(flat.length - 1, 0));

  const openItem = useCallback((item: ResultItem | undefined) => {
    const target = item?.target;
    if (!target) return;
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    else router.push(target.path);
    onClose();
  }, [router, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (flat.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + flat.length) % flat.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (fresh) openItem(flat[current]);
      else enterWaiting.current = true;
    }
  };

  useEffect(() => {
    if (!enterWaiting.current || !fresh) return;
    enterWaiting.current = false;
    openItem(flat[0]);
  }, [fresh, flat, openItem]);

  const activeId = flat[current]?.id;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      width={640}
      destroyOnHidden
      title={null}
      style={{ top: 80 }}
      afterOpenChange={(visible) => { if (!visible) { setText(''); setActive(0); } }}
    >
      <div data-testid="global-search-dialog">
        <Input
          autoFocus
          allowClear
          size="large"
          maxLength={GLOBAL_SEARCH_MAX}
          prefix={<SearchOutlined aria-hidden />}
          suffix={loading ? <Spin size="small" /> : null}
          value={text}
          placeholder={t('globalSearchPlaceholder')}
          aria-label={t('globalSearchLabel')}
          aria-controls="global-search-results"
          aria-activedescendant={activeId ? `global-search-${activeId}` : undefined}
          onChange={(event) => { setText(event.target.value); setActive(0); enterWaiting.current = false; }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            const typed = takeTyped?.();
            if (typed) setText((before) => before + typed);
          }}
          data-testid="global-search-input"
        />
        <div className={styles.results} id="global-search-results" role="listbox" aria-label={t('globalSearchLabel')} aria-busy={loading}>
          {!needle ? (
            <p className={styles.hint}>{t('globalSearchHint')}</p>
          ) : results.length === 0 ? (
            loading ? <div className={styles.loading}><Spin /></div> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={failed ? t('globalSearchFailed') : t('globalSearchEmpty')} />
          ) : (
            results.map((group) => (
              <section key={group.id} className={styles.group} aria-label={group.label} data-testid={`global-search-group-${group.id}`}>
                <h3 className={styles.groupTitle}>{group.label}</h3>
                <ul className={styles.list}>
                  {group.items.map((item) => (
                    <li
                      key={item.id}
                      id={`global-search-${item.id}`}
                      role="option"
                      aria-selected={item.id === activeId}
                      className={item.id === activeId ? `${styles.item} ${styles.itemActive}` : styles.item}
                      onMouseEnter={() => setActive(flat.indexOf(item))}
                      onClick={() => openItem(item)}
                      data-testid="global-search-hit"
                    >
                      <span className={styles.itemTitle}><Highlighted text={item.title} needle={needle} /></span>
                      {item.matched ? <span className={styles.itemMatched}><Highlighted text={item.matched} needle={needle} /></span> : null}
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
        <p className={styles.keys} data-keyboard-hint>{t('globalSearchKeys')}</p>
      </div>
    </Modal>
  );
}
