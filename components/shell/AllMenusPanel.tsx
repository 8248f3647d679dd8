'use client';

import { PlusOutlined, SearchOutlined, SettingOutlined, StarFilled } from '@ant-design/icons';
import { Button, Empty, Input } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { menuTarget } from '@/lib/client/menu/menu-tree';
import { favoriteItems, firstHit, menuGroups, searchMenus } from '@/lib/client/menu/menu-search';
import { menuTitle } from '@/lib/client/menu/side-menu';
import type { MenuItem } from '@/lib/client/session-types';
import { useSession } from '@/lib/client/session-state';
import { FavoriteStar } from './FavoriteStar';
import { MenuIcon } from './menu-icons';
import { MenuLink } from './MenuLink';
import { useShellMenus } from './shell-menus';
import { useMenuSearchTitles } from './use-menu-search-titles';
import { useMenuTitle } from './use-menu-title';
import styles from './shell-nav.module.css';

/** Where administrators maintain the menu tree. */
const MENU_ADMIN_PATH = '/system/permission';

interface AllMenusPanelProps {
  onClose: () => void;
  onOpenSettings: () => void;
}

function MenuEntry({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const title = useMenuTitle();
  const label = title(menuTitle(item));
  return (
    <li className={styles.menuEntry}>
      <MenuLink item={item} className={styles.menuEntryLink} onNavigate={onNavigate}>
        <span className={styles.menuEntryText} title={label}>{label}</span>
      </MenuLink>
      <FavoriteStar item={item} label={label} />
    </li>
  );
}

/** The all-menus panel: search, favourites, and every category with its pages. */
export function AllMenusPanel({ onClose, onOpenSettings }: AllMenusPanelProps) {
  const t = useTranslations('shellNav');
  const router = useRouter();
  const title = useMenuTitle();
  const titlesOf = useMenuSearchTitles();
  const { isAdmin } = useSession();
  const { tree } = useShellMenus();
  const [keyword, setKeyword] = useState('');

  const groups = useMemo(() => menuGroups(tree), [tree]);
  const hits = useMemo(() => searchMenus(groups, keyword, titlesOf), [groups, keyword, titlesOf]);
  const favorites = useMemo(() => favoriteItems(groups), [groups]);
  const searching = keyword.trim() !== '';

  const openFirstHit = () => {
    const item = firstHit(hits);
    const target = item ? menuTarget(item) : null;
    if (!target) return;
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    else router.push(target.path);
    onClose();
  };

  return (
    <div className={styles.allMenus} data-testid="all-menus-panel">
      <div className={styles.allMenusHead}>
        <Input
          autoFocus
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          value={keyword}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchLabel')}
          onChange={(event) => setKeyword(event.target.value)}
          onPressEnter={openFirstHit}
          className={styles.allMenusSearch}
        />
        <div className={styles.allMenusActions}>
          <Button icon={<SettingOutlined aria-hidden />} onClick={onOpenSettings}>{t('displaySettings')}</Button>
          {isAdmin ? (
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => {
                router.push(MENU_ADMIN_PATH);
                onClose();
              }}
            >
              {t('addMenu')}
            </Button>
          ) : null}
        </div>
      </div>

      {searching ? null : (
        <section className={styles.favorites} aria-label={t('favorites')}>
          <h3 className={styles.sectionTitle}>
            <StarFilled className={styles.favoritesIcon} aria-hidden />
            {t('favorites')}
          </h3>
          {favorites.length === 0 ? (
            <p className={styles.favoritesEmpty}>{t('noFavorites')}</p>
          ) : (
            <ul className={styles.favoriteList} data-testid="favorite-list">
              {favorites.map((item) => <MenuEntry key={item.id} item={item} onNavigate={onClose} />)}
            </ul>
          )}
        </section>
      )}

      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMenus')} />
      ) : hits.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMatch')} />
      ) : (
        <div className={styles.menuGroups}>
          {hits.map(({ group, items }) => (
            <section key={group.id} className={styles.menuGroup} aria-label={title(menuTitle(group))}>
              <h3 className={styles.sectionTitle}>
                <MenuIcon name={group.meta.icon} />
                {title(menuTitle(group))}
              </h3>
              <ul className={styles.menuList}>
                {items.map((item) => <MenuEntry key={item.id} item={item} onNavigate={onClose} />)}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
