'use client';

import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useTranslations } from 'next-intl';
import { readOnlyReason } from '@/lib/entity/features/read-only/read-only';
import type { EntityDef } from '@/lib/entity/types';
import { LazyPopconfirm } from '@/components/widgets/LazyPopconfirm';
import type { EntityActions } from '../actions/types';
import { DeclaredRowActions } from '../declared-actions/DeclaredRowActions';
import type { EntityRights } from '../entity-rights';
import type { EntityRecord } from '../fields';
import { RowActionButton } from '../RowActionButton';
import styles from '../entity-ui.module.css';

interface RowActionsProps {
  entity: EntityDef;
  record: EntityRecord;
  recordKey: string;
  rights: EntityRights;
  /** What the entity's area adds to the row. */
  extra: EntityActions;
  compact: boolean;
  /** No 编辑 (a view of records not edited here). */
  viewOnly: boolean;
  /** No 编辑 or 删除: the records stand as they are. */
  locked: boolean;
  onDetail: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Reloads the list after an area's action. */
  refresh: () => void;
  /** After a declared action ran. */
  onActed: () => void;
}

/** Whether an entity declares actions on single rows (they widen the operations column). */
export const hasRowActions = (entity: EntityDef) => Object.values(entity.actions ?? {}).some((a) => a.where.includes('row'));

/** The operations column's width: fixed, because the column is pinned to the right. */
export function rowActionsWidth(entity: EntityDef, extra: EntityActions, compact: boolean): number {
  return (compact ? 104 : 176) + (extra.rowWidth ?? 0) * (compact ? 0.5 : 1) + (hasRowActions(entity) ? (compact ? 32 : 64) : 0);
}

/** A list row's 详情, 编辑, the area's and the declared actions, and 删除 with its confirmation. */
export function RowActions({ entity, record, recordKey, rights, extra, compact, viewOnly, locked, onDetail, onEdit, onDelete, refresh, onActed }: RowActionsProps) {
  const t = useTranslations('entityUi');
  const changeable = !readOnlyReason(entity, record);
  return (
    <Space size={0} className={styles.rowActions}>
      <RowActionButton label={t('actions.detail')} icon={<EyeOutlined />} compact={compact} onClick={onDetail} testId="row-detail" />
      {rights.update && !viewOnly && changeable ? (
        <RowActionButton label={t('actions.edit')} icon={<EditOutlined />} compact={compact} onClick={onEdit} testId="row-edit" />
      ) : null}
      {extra.row ? <extra.row entity={entity} record={record} recordKey={recordKey} rights={rights} compact={compact} refresh={refresh} /> : null}
      {hasRowActions(entity) ? <DeclaredRowActions entity={entity} record={record} recordKey={recordKey} compact={compact} onDone={onActed} /> : null}
      {rights.delete && !locked && changeable ? (
        <LazyPopconfirm title={t('confirm.deleteOne')} okText={t('confirm.ok')} cancelText={t('confirm.cancel')} okButtonProps={{ danger: true }} onConfirm={onDelete}>
          <RowActionButton label={t('actions.delete')} icon={<DeleteOutlined />} compact={compact} danger confirms testId="row-delete" />
        </LazyPopconfirm>
      ) : null}
    </Space>
  );
}
