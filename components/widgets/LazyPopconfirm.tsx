'use client';

import type { PopconfirmProps } from 'antd';
import { cloneElement, lazy, Suspense, useLayoutEffect, useRef, useState, type ReactElement, type RefObject, type SyntheticEvent } from 'react';
import styles from './lazy-popconfirm.module.css';

const Popconfirm = lazy(() => import('antd/es/popconfirm'));

interface TriggerProps {
  onClick?: (event: SyntheticEvent) => void;
  onPointerEnter?: (event: SyntheticEvent) => void;
}

type LazyPopconfirmProps = Omit<PopconfirmProps, 'children' | 'defaultOpen'> & { children: ReactElement<TriggerProps> };

/** Puts the focus back on the trigger once the real one has replaced the stand-in, if nothing else took it. */
function KeepFocus({ holder, had }: { holder: RefObject<HTMLSpanElement | null>; had: RefObject<boolean> }) {
  useLayoutEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (had.current && lost) holder.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
  }, [holder, had]);
  return null;
}

/**
 * antd's Popconfirm around a trigger, its code fetched when the pointer first reaches the trigger
 * (or at its click), not with the page: a list shows a delete button on every row, and most rows
 * are never deleted. A click that comes before the code opens the confirmation as soon as it is there,
 * and a trigger that had the focus keeps it.
 */
export function LazyPopconfirm({ children, ...props }: LazyPopconfirmProps) {
  const [stage, setStage] = useState<'idle' | 'wanted' | 'clicked'>('idle');
  const holder = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const want = () => setStage((now) => (now === 'idle' ? 'wanted' : now));
  const waiting = cloneElement(children, {
    onPointerEnter: want,
    onClick: () => setStage('clicked'),
  });
  return (
    <span
      ref={holder}
      className={styles.holder}
      onFocusCapture={() => {
        hadFocus.current = true;
      }}
      onBlurCapture={(event) => {
        // Focus moved on to something else; a trigger being replaced loses it to nothing.
        if (event.relatedTarget) hadFocus.current = false;
      }}
    >
      {stage === 'idle' ? (
        waiting
      ) : (
        <Suspense fallback={waiting}>
          <Popconfirm {...props} defaultOpen={stage === 'clicked'}>
            {children}
          </Popconfirm>
          <KeepFocus holder={holder} had={hadFocus} />
        </Suspense>
      )}
    </span>
  );
}
