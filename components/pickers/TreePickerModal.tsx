'use client';

import { Alert, Modal } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { nextTicked, type PickMode } from './selection';
import { SearchTree } from './SearchTree';
import { flattenTree, type PickerTreeNode } from './tree-search';
import { useDraftOnOpen } from './use-draft-on-open';
import styles from './pickers.module.css';

/** Department modal width 500 (docs/entities.md, "What you get without writing more"). */
export const TREE_PICKER_WIDTH = 500;

export interface TreePickerModalProps {
  open: boolean;
  mode: PickMode;
  /** The keys the field holds when the dialog opens. */
  value: readonly string[];
  onOk: (keys: string[], nodes: PickerTreeNode[]) => void;
  onCancel: () => void;
}

interface TreePickerBaseProps extends TreePickerModalProps {
  title: string;
  nodes: readonly PickerTreeNode[];
  loading: boolean;
  emptyText: ReactNode;
  searchPlaceholder: string;
  /** Shown above the tree instead of it (nothing can be chosen yet). */
  notice?: string;
  testId: string;
}

/**
 * A tree with checkboxes in a dialog: single mode keeps only the node ticked last, multiple mode
 * keeps every ticked node; OK hands over the ticked keys and their nodes.
 */
export function TreePickerModal({ open, mode, value, onOk, onCancel, title, nodes, loading, emptyText, searchPlaceholder, notice, testId }: TreePickerBaseProps) {
  const t = useTranslations('pickers.common');
  const [draft, setDraft] = useDraftOnOpen<string[]>(open, () => [...value]);
  const byKey = useMemo(() => new Map(flattenTree(nodes).map((n) => [n.key, n])), [nodes]);

  return (
    <Modal
      open={open}
      title={title}
      width={TREE_PICKER_WIDTH}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={() => onOk(draft, draft.flatMap((k) => byKey.get(k) ?? []))}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div data-testid={testId}>
      {notice ? (
        <Alert type="info" showIcon title={notice} className={styles.notice} />
      ) : (
        <SearchTree
          nodes={nodes}
          loading={loading}
          emptyText={emptyText}
          searchPlaceholder={searchPlaceholder}
          checkable
          checkedKeys={draft}
          onCheck={(keys) => setDraft((previous) => nextTicked(mode, previous, keys))}
        />
      )}
      </div>
    </Modal>
  );
}
