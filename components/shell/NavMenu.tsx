'use client';

import { Menu, type MenuProps } from 'antd';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { MenuIcon } from './menu-icons';
import { ancestorKeys, type NavEntry } from './nav-model';
import { useMenuTitle } from './use-menu-title';
import styles from './shell.module.css';

type MenuEntries = NonNullable<MenuProps['items']>;

interface NavMenuProps {
  entries: readonly NavEntry[];
  /** Inside the collapsed Sider the menu folds by itself; open submenus are then antd's to manage. */
  collapsed?: boolean;
  /** Called after a menu link is chosen (the phone drawer closes). */
  onNavigate?: () => void;
}

export function NavMenu({ entries, collapsed = false, onNavigate }: NavMenuProps) {
  const pathname = usePathname();
  const title = useMenuTitle();
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Open the submenus leading to the current page, keeping whatever the user opened.
  useEffect(() => {
    const trail = ancestorKeys(entries, pathname) ?? [];
    setOpenKeys((open) => Array.from(new Set([...open, ...trail])));
  }, [entries, pathname]);

  const items = useMemo(() => {
    const toItems = (list: readonly NavEntry[], depth: number): MenuEntries =>
      list.map((entry) => {
        const label = title(entry.title);
        const icon = depth === 0 ? <MenuIcon name={entry.icon} /> : undefined;
        // Native tooltips: long titles are cut short in the narrow sider.
        if (entry.children) return { key: entry.key, icon, label: <span title={label} className={styles.menuLabel}>{label}</span>, children: toItems(entry.children, depth + 1) };
        const link = entry.externalUrl ? (
          <a href={entry.externalUrl} target="_blank" rel="noopener noreferrer" title={label}>{label}</a>
        ) : (
          <Link href={entry.path} onClick={onNavigate} title={label}>{label}</Link>
        );
        return { key: entry.key, icon, label: link, title: label };
      });
    return toItems(entries, 0);
  }, [entries, onNavigate, title]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      inlineIndent={12}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
    />
  );
}
