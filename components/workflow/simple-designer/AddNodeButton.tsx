'use client';

import { BranchesOutlined, ClockCircleOutlined, PlusOutlined, SendOutlined, ShareAltOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslations } from 'next-intl';
import type { NodeType } from '@/lib/workflow/simple-flow/new-nodes';
import { useFlowEditing } from './flow-editing';
import styles from './simple-designer.module.css';

const ICONS: Record<NodeType, React.ReactNode> = {
  approver: <UserOutlined />,
  copy: <SendOutlined />,
  condition: <BranchesOutlined />,
  parallel: <ShareAltOutlined />,
  delay: <ClockCircleOutlined />,
};
const TYPES: NodeType[] = ['approver', 'copy', 'condition', 'parallel', 'delay'];

/** The "+" on the line between two cards: adds a node or a branch group at that place. */
export function AddNodeButton({ listId, index }: { listId: string; index: number }) {
  const t = useTranslations('simpleDesigner');
  const { insert } = useFlowEditing();
  return (
    <div className={styles.connector}>
      <Dropdown
        trigger={['click']}
        menu={{
          items: TYPES.map((type) => ({ key: type, icon: ICONS[type], label: t(`node.${type}`), 'data-testid': `simple-add-${type}` })),
          onClick: ({ key }) => insert(listId, index, key as NodeType),
        }}
      >
        <Button shape="circle" type="primary" size="small" icon={<PlusOutlined />} aria-label={t('add.label')} data-testid="simple-add" />
      </Dropdown>
    </div>
  );
}
