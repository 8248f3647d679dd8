// antd's ES modules, as the browser bundle has them (see select-stand-in.test.ts).
import ConfigProvider from 'antd/es/config-provider';
import Menu from 'antd/es/menu';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { appTheme } from '@/components/providers/theme/app-theme';
import { antdItems, InlineMenu, type InlineMenuItem } from '@/components/shell/nav-menu/InlineMenu';

const ITEMS: InlineMenuItem[] = [
  {
    key: 'crm',
    icon: h('span', { className: 'own-icon' }, 'C'),
    label: h('span', { title: '客户管理' }, '客户管理'),
    children: [
      { key: '/crm/customer', label: h('a', { href: '/crm/customer', title: '客户' }, '客户'), title: '客户' },
      { key: 'reports', label: h('span', null, '报表'), children: [{ key: '/crm/report', label: h('a', { href: '/crm/report' }, '报表一'), title: '报表一' }] },
    ],
  },
  { key: '/home', icon: h('span', { className: 'own-icon' }, 'H'), label: h('a', { href: '/home' }, '首页'), title: '首页' },
  { key: 'closed', icon: h('span', { className: 'own-icon' }, 'X'), label: h('span', null, '收起的'), children: [{ key: '/y', label: h('a', { href: '/y' }, 'Y'), title: 'Y' }] },
];

const render = (element: ReturnType<typeof h>) => renderToStaticMarkup(h(ConfigProvider, { theme: appTheme }, element));

/** Each element's attributes in one order: antd writes them in different orders at different levels. */
const sortAttributes = (html: string) =>
  html.replace(/<([a-z]+)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_all, tag: string, attributes: string, slash: string) => {
    const list = attributes.match(/[\w-]+(?:="[^"]*")?/g) ?? [];
    return `<${tag}${list.length ? ` ${list.sort().join(' ')}` : ''}${slash}>`;
  });

/**
 * What differs on purpose, set aside: antd's roving focus (the root takes Tab, arrow keys move on)
 * where this menu lets Tab reach each title; the ids antd makes up to tie a title to its list; the
 * empty holder antd adds after the list; the mark antd puts on the submenu holding the current page
 * once mounted (never on the server), which this menu draws from the start.
 */
const normalise = (html: string) =>
  sortAttributes(
    html
      .replace(/ tabindex="-?\d"/g, '')
      .replace(/ (data-menu-id|aria-controls|id)="rc-menu-uuid-[^"]*"/g, '')
      .replace('<div style="display:none" aria-hidden="true"></div>', '')
      .replace(/ ant-menu-submenu-selected/g, ''),
  );

describe('the unfolded side menu', () => {
  it.each([
    ['a page in an open submenu', ['/crm/customer'], ['crm']],
    ['two levels open', ['/crm/report'], ['crm', 'reports']],
    ['everything closed, a first-level page', ['/home'], []],
  ])('draws what antd draws: %s', (_name, selectedKeys, openKeys) => {
    const ours = render(h(InlineMenu, { items: ITEMS, selectedKeys, openKeys, onOpenChange: () => undefined, inlineIndent: 12 }));
    const antd = render(h(Menu, { mode: 'inline', items: antdItems(ITEMS), selectedKeys, openKeys, inlineIndent: 12 }));
    expect(normalise(ours)).toBe(normalise(antd));
  });

  it('lets Tab reach every submenu title, and marks the submenu holding the current page', () => {
    const ours = render(h(InlineMenu, { items: ITEMS, selectedKeys: ['/crm/customer'], openKeys: ['crm'], onOpenChange: () => undefined, inlineIndent: 12 }));
    expect(ours.match(/class="ant-menu-submenu-title" tabindex="0"/g)).toHaveLength(3);
    expect(ours).toContain('ant-menu-submenu ant-menu-submenu-inline ant-menu-submenu-open ant-menu-submenu-selected');
  });
});
