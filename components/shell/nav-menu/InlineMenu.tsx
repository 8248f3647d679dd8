'use client';

import type { MenuProps } from 'antd';
import { useComponentConfig } from 'antd/es/config-provider/context';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useStyle from 'antd/es/menu/style';
import { clsx } from 'clsx';
import { cloneElement, isValidElement, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

/** The entries this menu draws: links (with an icon at the first level) and submenus. */
export interface InlineMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** A link's whole title (a cut-short label shows it on hover). */
  title?: string;
  children?: readonly InlineMenuItem[];
}

interface InlineMenuProps {
  items: readonly InlineMenuItem[];
  selectedKeys: readonly string[];
  openKeys: readonly string[];
  onOpenChange: (openKeys: string[]) => void;
  inlineIndent: number;
}

const PREFIX = 'ant-menu';

const containsKey = (items: readonly InlineMenuItem[], keys: readonly string[]): boolean =>
  items.some((item) => keys.includes(item.key) || (item.children !== undefined && containsKey(item.children, keys)));

/** The icon as antd's menu draws it: its own element, with the menu's icon class. */
function itemIcon(icon: ReactNode, order: 'before' | 'after'): ReactNode {
  if (!isValidElement<{ className?: string }>(icon)) return icon;
  const own = icon.props.className;
  const className = order === 'before' ? clsx(`${PREFIX}-item-icon`, own) : clsx(own, `${PREFIX}-item-icon`);
  return cloneElement(icon as ReactElement<{ className?: string }>, { className });
}

/**
 * The side menu unfolded (antd's inline menu), drawn with antd's elements and classes so its
 * static stylesheet styles it, without antd's menu code: the menu's links are plain links, and
 * its submenus open and close at a click or with Enter or Space on their title. Every title and
 * link is reached with Tab. The folded sider, whose submenus pop out, is antd's own menu.
 * Made for antd@6.6.8; tools/third-party-patches.ts says what to check when antd moves on.
 */
export function InlineMenu({ items, selectedKeys, openKeys, onOpenChange, inlineIndent }: InlineMenuProps) {
  const config = useComponentConfig('menu');
  const rootCls = useCSSVarCls(PREFIX);
  const [hashId, cssVarCls] = useStyle(PREFIX, rootCls, true);
  const toggle = (key: string) => onOpenChange(openKeys.includes(key) ? openKeys.filter((k) => k !== key) : [...openKeys, key]);

  const draw = (list: readonly InlineMenuItem[], level: number): ReactNode =>
    list.map((item) => {
      const indent = { paddingLeft: inlineIndent * level };
      if (item.children) {
        const open = openKeys.includes(item.key);
        // As antd marks it: the submenu holding the current page.
        const holdsSelected = containsKey(item.children, selectedKeys);
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          toggle(item.key);
        };
        return (
          <li key={item.key} className={clsx(`${PREFIX}-submenu`, `${PREFIX}-submenu-inline`, open && `${PREFIX}-submenu-open`, holdsSelected && `${PREFIX}-submenu-selected`)} role="none">
            <div role="menuitem" style={indent} className={`${PREFIX}-submenu-title`} tabIndex={0} aria-expanded={open} aria-haspopup="true" onClick={() => toggle(item.key)} onKeyDown={onKeyDown}>
              {itemIcon(item.icon, 'after')}
              {item.icon ? item.label : <span className={`${PREFIX}-title-content`}>{item.label}</span>}
              <i className={`${PREFIX}-submenu-arrow`} />
            </div>
            {open && (
              <ul className={clsx(PREFIX, `${PREFIX}-sub`, `${PREFIX}-inline`)} role="menu" data-menu-list="true">
                {draw(item.children, level + 1)}
              </ul>
            )}
          </li>
        );
      }
      const selected = selectedKeys.includes(item.key);
      return (
        <li
          key={item.key}
          className={clsx(`${PREFIX}-item`, selected && `${PREFIX}-item-selected`, !item.icon && `${PREFIX}-item-only-child`)}
          style={indent}
          title={item.title}
          role="menuitem"
          tabIndex={-1}
        >
          {itemIcon(item.icon, 'before')}
          <span className={`${PREFIX}-title-content`}>{item.label}</span>
        </li>
      );
    });

  return (
    <ul
      className={clsx(PREFIX, `${PREFIX}-root`, `${PREFIX}-inline`, `${PREFIX}-light`, config.className, hashId, cssVarCls, rootCls)}
      role="menu"
      data-menu-list="true"
    >
      {draw(items, 1)}
    </ul>
  );
}

/** The same entries in antd's own terms, for the folded menu. */
export function antdItems(items: readonly InlineMenuItem[]): NonNullable<MenuProps['items']> {
  return items.map((item) => (item.children ? { key: item.key, icon: item.icon, label: item.label, children: antdItems(item.children) } : { key: item.key, icon: item.icon, label: item.label, title: item.title }));
}
