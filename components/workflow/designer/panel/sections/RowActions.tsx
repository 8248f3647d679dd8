'use client';

import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';

interface RowActionsProps {
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
  removeTestId?: string;
}

/** Edit and remove of a row in the panel's narrow tables: icons with their names as tooltips. */
export function RowActions({ editLabel, removeLabel, onEdit, onRemove, removeTestId }: RowActionsProps) {
  return (
    <Space size={0}>
      <Tooltip title={editLabel}>
        <Button type="text" size="small" icon={<EditOutlined />} aria-label={editLabel} onClick={onEdit} />
      </Tooltip>
      <Tooltip title={removeLabel}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={removeLabel} onClick={onRemove} data-testid={removeTestId} />
      </Tooltip>
    </Space>
  );
}
