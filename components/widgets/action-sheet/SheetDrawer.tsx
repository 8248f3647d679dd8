'use client';

import { Drawer } from 'antd';
import '@/components/providers/theme/antd-drawer.css';
import type { MouseEvent, ReactNode } from 'react';
import styles from './action-sheet.module.css';

interface SheetDrawerProps {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  /** Called for every click inside the sheet's actions (the sheet closes on a tap on an action). */
  onActionClick: (event: MouseEvent<HTMLElement>) => void;
  testId: string;
  children: ReactNode;
}

/** The sheet itself: a drawer rising from the bottom, its actions one per row. */
export function SheetDrawer({ title, open, onClose, onActionClick, testId, children }: SheetDrawerProps) {
  return (
    <Drawer placement="bottom" size="auto" open={open} title={title} onClose={onClose} classNames={{ body: styles.body }} styles={{ wrapper: { maxHeight: '80dvh' } }}>
      <div className={styles.actions} onClickCapture={onActionClick} data-testid={`${testId}-sheet`}>
        {children}
      </div>
    </Drawer>
  );
}
