'use client';

import { MoreOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import '@/components/providers/theme/antd-drawer.css';
import { useState, type MouseEvent, type ReactNode } from 'react';
import styles from './action-sheet.module.css';

interface ActionSheetProps {
  /** The sheet's heading and the trigger's name (the record, or what the actions act on). */
  title: ReactNode;
  /** The trigger's accessible name when it shows only its icon. */
  label: string;
  /** Written on the trigger beside its icon; none leaves a square icon button. */
  text?: string;
  testId: string;
  /** The actions: buttons of any kind, laid out one per row, the width of the sheet. */
  children: ReactNode;
}

/**
 * A phone's way to offer many actions: one button, and a sheet rising from the bottom with each
 * action as a full-width row within a thumb's reach. A tap on an action closes the sheet, except on
 * one marked data-keeps-sheet (an action that asks first, whose question shows over the sheet).
 * The sheet's content stays mounted after it closes, so a dialog an action opened keeps its state;
 * it goes with its trigger (a deleted record's card).
 */
export function ActionSheet({ title, label, text, testId, children }: ActionSheetProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const closeOnAction = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // React passes on clicks inside an action's own popups (a question's buttons): those are not taps on the sheet.
    if (!event.currentTarget.contains(target)) return;
    if (target.closest('button, a') && !target.closest('[data-keeps-sheet]')) setOpen(false);
  };
  return (
    <>
      <Button
        icon={<MoreOutlined aria-hidden />}
        aria-label={text ? undefined : label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        data-testid={testId}
      >
        {text}
      </Button>
      {mounted ? (
        <Drawer
          placement="bottom"
          size="auto"
          open={open}
          title={title}
          onClose={() => setOpen(false)}
          classNames={{ body: styles.body }}
          styles={{ wrapper: { maxHeight: '80dvh' } }}
        >
          <div className={styles.actions} onClickCapture={closeOnAction} data-testid={`${testId}-sheet`}>
            {children}
          </div>
        </Drawer>
      ) : null}
    </>
  );
}
