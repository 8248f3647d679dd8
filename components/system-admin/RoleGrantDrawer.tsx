'use client';

import { Button, Checkbox, Drawer, Empty, Result, Skeleton, Space, Tree } from 'antd';
import '@/components/providers/theme/antd-result.css';
import '@/components/providers/theme/antd-tree.css';
import '@/components/providers/theme/antd-drawer.css';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type Key } from 'react';
import useSWR from 'swr';
import { usePhone } from '@/components/providers/phone-hint';
import { isApiError } from '@/lib/client/api-error';
import { useMenuTitle } from '@/components/shell/use-menu-title';
import ui from '@/components/entity/entity-ui.module.css';
import styles from './role-grant.module.css';
import { allKeys, branchKeys, grantsToSave, loadPermissionTree, loadRoleGrants, saveRoleGrants, titledTree, toggleGrant } from './permission-grants';
import type { PermissionTree } from '@/lib/contract/permission-answers';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

const DRAWER_WIDTH = 560;
const quiet = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

interface RoleGrantDrawerProps {
  roleKey: string;
  roleName: string;
  /** After the closing animation: the opener unmounts the drawer. */
  onClosed: () => void;
}

/** The menus and buttons a role grants, as a checkable tree. */
export function RoleGrantDrawer({ roleKey, roleName, onClosed }: RoleGrantDrawerProps) {
  const t = useTranslations('entityUi.grant');
  const tActions = useTranslations('entityUi.actions');
  const { message } = useFeedback();
  const menuTitle = useMenuTitle();
  const wide = !usePhone();
  const [open, setOpen] = useState(true);
  const tree = useSWR<PermissionTree, Error>(['entity-ui:permission-tree'], loadPermissionTree, quiet);
  const granted = useSWR<string[], Error>(['entity-ui:role-grants', roleKey], () => loadRoleGrants(roleKey), { ...quiet, revalidateOnMount: true });
  const [checked, setChecked] = useState<string[] | null>(null);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);

  const nodes = useMemo(() => tree.data?.treeList ?? [], [tree.data]);
  const shownNodes = useMemo(() => titledTree(nodes, menuTitle), [menuTitle, nodes]);
  const everything = useMemo(() => allKeys(nodes), [nodes]);
  const branches = useMemo(() => branchKeys(nodes), [nodes]);

  // The first answer of both calls sets the tree's state (while rendering); later revalidations leave edits alone.
  if (checked === null && tree.data && granted.data) setChecked([...granted.data]);

  const shownChecked = checked ?? [];
  // The whole tree is long: it opens one level deep, "expand all" shows the rest.
  const shownExpanded = expanded ?? nodes.filter((node) => node.children?.length).map((node) => node.key);
  const allChecked = everything.length > 0 && everything.every((k) => shownChecked.includes(k));
  const allExpanded = branches.length > 0 && branches.every((k) => shownExpanded.includes(k));

  const save = async () => {
    setSaving(true);
    try {
      await saveRoleGrants(roleKey, grantsToSave(nodes, shownChecked));
      // The server's own wording is a generic "saved"; the grant drawer says what was saved.
      void message.success(t('saved'));
      setOpen(false);
    } catch (failure) {
      if (!(isApiError(failure) && (failure.kind === 'unauthorized' || failure.kind === 'aborted'))) {
        void message.error(failure instanceof Error ? failure.message : String(failure), 5);
      }
    } finally {
      setSaving(false);
    }
  };

  const failed = tree.error || granted.error;
  let body;
  if (failed) body = <Result status="warning" title={t('loadFailed')} />;
  else if (!tree.data || checked === null) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (nodes.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  else {
    body = (
      <>
        <Space className={styles.grantTools}>
          <Checkbox checked={allExpanded} onChange={(e) => setExpanded(e.target.checked ? branches : [])} data-testid="grant-expand-all">
            {t('expandAll')}
          </Checkbox>
          <Checkbox
            checked={allChecked}
            indeterminate={!allChecked && shownChecked.length > 0}
            onChange={(e) => setChecked(e.target.checked ? everything : [])}
            data-testid="grant-check-all"
          >
            {t('checkAll')}
          </Checkbox>
        </Space>
        <Tree
          checkable
          checkStrictly
          selectable={false}
          treeData={shownNodes}
          checkedKeys={shownChecked}
          expandedKeys={shownExpanded}
          onExpand={(keys: Key[]) => setExpanded(keys.map(String))}
          onCheck={(_keys, info) => setChecked(toggleGrant(nodes, shownChecked, String(info.node.key), info.checked))}
          data-testid="grant-tree"
        />
      </>
    );
  }

  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => {
        if (!visible) onClosed();
      }}
      size={wide ? DRAWER_WIDTH : '100%'}
      title={t('title', { role: roleName })}
      mask={{ closable: false }}
      footer={
        <div className={ui.drawerFooter}>
          <Button onClick={() => setOpen(false)}>{tActions('cancel')}</Button>
          <Button type="primary" loading={saving} disabled={checked === null || Boolean(failed)} onClick={() => void save()} data-testid="grant-save">
            {tActions('save')}
          </Button>
        </div>
      }
    >
      <div data-testid="grant-drawer">{body}</div>
    </Drawer>
  );
}
