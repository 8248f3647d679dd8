'use client';

import type { PopconfirmProps } from 'antd';
import { cloneElement, lazy, Suspense, useLayoutEffect, useRef, useState, type ReactElement, type RefObject, type SyntheticEvent } from 'react';
import styles from './lazy-popconfirm.module.css';

const loadPopconfirm = () => import('antd/es/popconfirm');
const Popconfirm = lazy(loadPopconfirm);

interface TriggerProps {
  onClick?: (event: SyntheticEvent) => void;
  onPointerEnter?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
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
 * or the trigger takes the focus, not with the page: a list shows a delete button on every row, and
 * most rows are never deleted. The stand-in trigger stays until it is clicked, and the real one,
 * open, takes its place then (as soon as the code is there): a swap any earlier could fall between
 * a press and its release, and the click would be lost with the element it began on. A trigger that
 * had the focus keeps it.
 */
export function LazyPopconfirm({ children, ...props }: LazyPopconfirmProps) {
  const [clicked, setClicked] = useState(false);
  const holder = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const fetchCode = () => void loadPopconfirm().catch(() => undefined);
  const waiting = cloneElement(children, {
    onPointerEnter: fetchCode,
    onFocus: fetchCode,
    onClick: () => setClicked(true),
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
      {clicked ? (
        <Suspense fallback={waiting}>
          <Popconfirm {...props} defaultOpen>
            {children}
          </Popconfirm>
          <KeepFocus holder={holder} had={hadFocus} />
        </Suspense>
      ) : (
        waiting
      )}
    </span>
  );
}
