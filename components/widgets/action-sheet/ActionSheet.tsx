'use client';

import { MoreOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dynamic from 'next/dynamic';
import { useState, type MouseEvent, type ReactNode } from 'react';

// The drawer (antd's Drawer and its styles) loads at the first tap: a list page carries only the trigger.
const SheetDrawer = dynamic(() => import('./SheetDrawer').then((m) => m.SheetDrawer), { ssr: false });

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
 * one marked data-keeps-sheet (an action that asks first, whose question shows over the sheet) and
 * on one that opens a menu (which closes the sheet once something in it is chosen).
 * The sheet's content stays mounted after it closes, so a dialog an action opened keeps its state;
 * it goes with its trigger (a deleted record's card).
 */
export function ActionSheet({ title, label, text, testId, children }: ActionSheetProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const closeOnAction = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // React passes on clicks inside an action's own popups: a question's buttons are not taps on the
    // sheet, but a choice in a menu an action opened is the action done.
    if (!event.currentTarget.contains(target)) {
      if (target.closest('[role="menuitem"]')) setOpen(false);
      return;
    }
    // A button that opens a menu of its own keeps the sheet: its menu is anchored to it, and would go with it.
    if (target.closest('button, a') && !target.closest('[data-keeps-sheet], [data-opens-overlay], .ant-dropdown-trigger')) setOpen(false);
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
        <SheetDrawer title={title} open={open} onClose={() => setOpen(false)} onActionClick={closeOnAction} testId={testId}>
          {children}
        </SheetDrawer>
      ) : null}
    </>
  );
}
