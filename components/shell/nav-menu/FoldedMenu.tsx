'use client';

import { Menu } from 'antd';
import { antdItems, type InlineMenuItem } from './InlineMenu';

/** The folded sider's menu: antd's, whose submenus pop out beside it (loaded when the sider folds). */
export function FoldedMenu({ items, selectedKeys }: { items: readonly InlineMenuItem[]; selectedKeys: string[] }) {
  return <Menu mode="inline" items={antdItems(items)} selectedKeys={selectedKeys} inlineIndent={12} />;
}
