'use client';

import dynamic from 'next/dynamic';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useMemo, useState } from 'react';
import { ancestorKeys, type NavEntry } from '@/lib/client/menu/side-menu';
import { MenuIcon } from '../menu-icons';
import { useMenuTitle } from '../use-menu-title';
import styles from '../shell.module.css';
import { InlineMenu, type InlineMenuItem } from './InlineMenu';
import { NavigationPending } from '../NavigationPending';

const FoldedMenu = dynamic(() => import('./FoldedMenu').then((m) => m.FoldedMenu), { ssr: false });

interface NavMenuProps {
  entries: readonly NavEntry[];
  /** The menu path to highlight: the page itself, or the menu its meta.prevent names. */
  selectedPath: string;
  /** Inside the collapsed Sider the menu folds by itself; open submenus are then antd's to manage. */
  collapsed?: boolean;
  /** Called after a menu link is chosen (the phone drawer closes). */
  onNavigate?: () => void;
}

/** The menu of the sider (one first-level category) and of the phone drawer (every category). */
export function NavMenu({ entries, selectedPath, collapsed = false, onNavigate }: NavMenuProps) {
  const title = useMenuTitle();
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Open the submenus leading to the current page, keeping whatever the user opened: set while
  // rendering whenever the page or the menu changes, so the first paint already shows the trail.
  const [trailOf, setTrailOf] = useState<{ entries: readonly NavEntry[]; selectedPath: string } | null>(null);
  if (trailOf === null || trailOf.entries !== entries || trailOf.selectedPath !== selectedPath) {
    setTrailOf({ entries, selectedPath });
    const trail = ancestorKeys(entries, selectedPath) ?? [];
    setOpenKeys((open) => Array.from(new Set([...open, ...trail])));
  }

  const items = useMemo(() => {
    const toItems = (list: readonly NavEntry[], depth: number): InlineMenuItem[] =>
      list.map((entry) => {
        const label = title(entry.title);
        // Pages without an icon show their first character, so the folded sider still tells them apart.
        const icon = depth === 0 ? (entry.icon ? <MenuIcon name={entry.icon} /> : <span className={styles.initialIcon} aria-hidden>{label.slice(0, 1)}</span>) : undefined;
        // Native tooltips: long titles are cut short in the narrow sider.
        if (entry.children) return { key: entry.key, icon, label: <span title={label} className={styles.menuLabel}>{label}</span>, children: toItems(entry.children, depth + 1) };
        const link = entry.externalUrl ? (
          <a href={entry.externalUrl} target="_blank" rel="noopener noreferrer" title={label}>{label}</a>
        ) : (
          <IntentLink href={entry.path} onClick={onNavigate} title={label}>{label}<NavigationPending /></IntentLink>
        );
        return { key: entry.key, icon, label: link, title: label };
      });
    return toItems(entries, 0);
  }, [entries, onNavigate, title]);

  return collapsed ? (
    <FoldedMenu items={items} selectedKeys={[selectedPath]} />
  ) : (
    <InlineMenu items={items} selectedKeys={[selectedPath]} openKeys={openKeys} onOpenChange={setOpenKeys} inlineIndent={12} />
  );
}
