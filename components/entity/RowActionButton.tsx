'use client';

import { Button } from 'antd';
import type { MouseEventHandler, ReactNode } from 'react';

interface RowActionButtonProps {
  label: string;
  icon: ReactNode;
  /** Phones: icon only, so the pinned actions column leaves room for the data. */
  compact: boolean;
  testId: string;
  danger?: boolean;
  /** It asks before acting: an action sheet holding it stays open under the question. */
  confirms?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
}

/** One link-style action in a list row; shared by the generic actions and the registered ones. */
export function RowActionButton({ label, icon, compact, testId, danger, confirms, onClick, ...rest }: RowActionButtonProps) {
  // `rest` carries the handlers a wrapping Popconfirm or Tooltip injects.
  return (
    <Button
      {...rest}
      type="link"
      size="small"
      danger={danger}
      onClick={onClick}
      data-testid={testId}
      data-keeps-sheet={confirms || undefined}
      icon={compact ? icon : undefined}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
    >
      {compact ? null : label}
    </Button>
  );
}
