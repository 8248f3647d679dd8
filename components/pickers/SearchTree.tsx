'use client';

import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Spin, Tree, type TreeDataNode } from 'antd';
import '@/components/providers/theme/antd-tree.css';
import { useMemo, useState, type ReactNode } from 'react';
import { HighlightedTitle } from './HighlightedTitle';
import { branchKeysOf, flattenTree, type PickerTreeNode, searchTree } from './tree-search';
import styles from './pickers.module.css';

interface SearchTreeProps {
  nodes: readonly PickerTreeNode[];
  loading?: boolean;
  emptyText: ReactNode;
  searchPlaceholder: string;
  /** Checkboxes, each node for itself (a parent does not stand for its children). */
  checkable?: boolean;
  checkedKeys?: readonly string[];
  /** Every ticked key, including ticked nodes the search hides. */
  onCheck?: (keys: string[]) => void;
  /** Without checkboxes: the one highlighted node (click again to leave it). */
  selectedKey?: string;
  onSelect?: (key: string | undefined) => void;
  testId?: string;
}

const toTreeData = (nodes: readonly PickerTreeNode[], keyword: string): TreeDataNode[] =>
  nodes.map((node) => ({
    key: node.key,
    title: <HighlightedTitle title={node.title} keyword={keyword} />,
    disabled: node.disabled,
    ...(node.children?.length ? { children: toTreeData(node.children, keyword) } : {}),
  }));

/** A tree with a search box: matches are highlighted and their branches opened, the rest hidden. */
export function SearchTree({ nodes, loading, emptyText, searchPlaceholder, checkable, checkedKeys = [], onCheck, selectedKey, onSelect, testId }: SearchTreeProps) {
  const [keyword, setKeyword] = useState('');
  const found = useMemo(() => searchTree(nodes, keyword), [nodes, keyword]);
  const allBranches = useMemo(() => branchKeysOf(nodes), [nodes]);
  // Opened branches; null: everything (the trees are small). A new keyword opens its matches.
  const [opened, setOpened] = useState<string[] | null>(null);
  const [searched, setSearched] = useState(keyword);
  if (searched !== keyword) {
    setSearched(keyword);
    setOpened(keyword.trim() ? found.expanded : null);
  }
  const expandedKeys = opened ?? allBranches;
  const visible = useMemo(() => new Set(flattenTree(found.tree).map((n) => n.key)), [found.tree]);
  const treeData = useMemo(() => toTreeData(found.tree, keyword), [found.tree, keyword]);

  const reportChecks = (shown: readonly string[]) => {
    // Ticks on nodes the search hides stay ticked.
    onCheck?.([...checkedKeys.filter((k) => !visible.has(k)), ...shown]);
  };

  let body: ReactNode;
  if (loading) {
    body = (
      <div className={styles.treeCentered}>
        <Spin />
      </div>
    );
  } else if (found.tree.length === 0) {
    body = (
      <div className={styles.treeCentered}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </div>
    );
  } else {
    body = (
      <Tree
        blockNode
        treeData={treeData}
        expandedKeys={expandedKeys}
        onExpand={(keys) => setOpened(keys.map(String))}
        checkable={checkable}
        checkStrictly
        checkedKeys={checkable ? { checked: checkedKeys.filter((k) => visible.has(k)), halfChecked: [] } : undefined}
        onCheck={(checked) => reportChecks((Array.isArray(checked) ? checked : checked.checked).map(String))}
        selectedKeys={checkable ? [] : selectedKey ? [selectedKey] : []}
        onSelect={(_keys, info) => {
          const key = String(info.node.key);
          if (checkable) {
            // Clicking a name ticks it like its checkbox does.
            if (info.node.disabled) return;
            const shown = checkedKeys.filter((k) => visible.has(k));
            reportChecks(shown.includes(key) ? shown.filter((k) => k !== key) : [...shown, key]);
            return;
          }
          onSelect?.(selectedKey === key ? undefined : key);
        }}
      />
    );
  }

  return (
    <div className={styles.treePanel} data-testid={testId}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={searchPlaceholder}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        aria-label={searchPlaceholder}
        data-testid="tree-search"
      />
      <div className={styles.treeScroll}>{body}</div>
    </div>
  );
}
