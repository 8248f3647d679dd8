'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ThHTMLAttributes } from 'react';
import { LIST_VIEW_LIMITS } from '@/lib/contract/list-view-paths';
import styles from '../entity-ui.module.css';

interface ResizableHeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  /** The column's width now, and what to do with the one the user drags it to (absent: not resizable). */
  columnWidth?: number;
  onResize?: (width: number) => void;
  columnLabel?: string;
}

/** Arrow keys move the edge this far. */
const KEY_STEP = 16;
const clamp = (width: number) => Math.round(Math.min(LIST_VIEW_LIMITS.maxWidth, Math.max(LIST_VIEW_LIMITS.minWidth, width)));

/**
 * A list header cell whose right edge can be dragged (or moved with the arrow keys) to size the
 * column. The edge follows the pointer while dragging; the width is taken when it is let go, so the
 * table is laid out once per drag.
 */
export function ResizableHeaderCell({ columnWidth, onResize, columnLabel, children, ...cell }: ResizableHeaderCellProps) {
  const t = useTranslations('entityUi.columns');
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  if (!onResize || columnWidth === undefined) return <th {...cell}>{children}</th>;

  const down = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = event.clientX;
  };
  const move = (event: PointerEvent<HTMLSpanElement>) => {
    if (start.current === null) return;
    setOffset(clamp(columnWidth + event.clientX - start.current) - columnWidth);
  };
  const up = (event: PointerEvent<HTMLSpanElement>) => {
    if (start.current === null) return;
    const width = clamp(columnWidth + event.clientX - start.current);
    start.current = null;
    setOffset(0);
    if (width !== columnWidth) onResize(width);
  };
  const key = (event: KeyboardEvent<HTMLSpanElement>) => {
    const by = event.key === 'ArrowRight' ? KEY_STEP : event.key === 'ArrowLeft' ? -KEY_STEP : 0;
    if (by === 0) return;
    event.preventDefault();
    onResize(clamp(columnWidth + by));
  };
  return (
    <th {...cell}>
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={t('resize', { label: columnLabel ?? '' })}
        aria-valuenow={columnWidth}
        aria-valuemin={LIST_VIEW_LIMITS.minWidth}
        aria-valuemax={LIST_VIEW_LIMITS.maxWidth}
        tabIndex={0}
        className={styles.resizeHandle}
        style={offset ? { transform: `translateX(${offset}px)` } : undefined}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => { start.current = null; setOffset(0); }}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={key}
        data-testid="column-resize"
      />
    </th>
  );
}
