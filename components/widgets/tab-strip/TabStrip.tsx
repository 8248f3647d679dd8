'use client';

import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tab-strip.module.css';

export interface TabStripItem {
  key: string;
  label: ReactNode;
  closable: boolean;
}

interface TabStripProps {
  items: readonly TabStripItem[];
  /** The selected tab's key; none is selected when it names no tab. */
  activeKey: string;
  onSelect: (key: string) => void;
  onClose: (key: string) => void;
  /** The strip's accessible name. */
  label: string;
  /** The close crosses' tooltip. */
  closeLabel: string;
}

/**
 * A row of closable tabs, scrolled sideways when they do not fit (the selected one is kept in view).
 * Keyboard: arrows, Home and End move between tabs, Enter or Space selects, Delete closes.
 * Each tab carries its key in data-node-key, so a context menu can tell which tab it was opened on.
 */
export function TabStrip({ items, activeKey, onSelect, onClose, label, closeLabel }: TabStripProps) {
  const strip = useRef<HTMLDivElement>(null);
  const focusable = items.some((item) => item.key === activeKey) ? activeKey : items[0]?.key;

  useEffect(() => {
    strip.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeKey, items.length]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const item = items[index]!;
    const tabs = Array.from(strip.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const moveTo = (next: number) => {
      event.preventDefault();
      tabs[(next + tabs.length) % tabs.length]?.focus();
    };
    if (event.key === 'ArrowRight') moveTo(index + 1);
    else if (event.key === 'ArrowLeft') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(tabs.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(item.key);
    } else if (event.key === 'Delete' && item.closable) {
      event.preventDefault();
      onClose(item.key);
    }
  };

  return (
    <div ref={strip} role="tablist" aria-label={label} className={styles.strip}>
      {items.map((item, index) => {
        const active = item.key === activeKey;
        return (
          <div
            key={item.key}
            role="tab"
            aria-selected={active}
            aria-keyshortcuts={item.closable ? 'Delete' : undefined}
            tabIndex={item.key === focusable ? 0 : -1}
            data-node-key={item.key}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={styles.label}>{item.label}</span>
            {item.closable ? (
              // A tab may hold nothing interactive of its own: the cross is for the mouse, the
              // keyboard and assistive technology close a tab with Delete (announced on the tab).
              <span
                aria-hidden
                title={closeLabel}
                className={styles.close}
                data-testid="tab-close"
                onClick={(event) => {
                  event.stopPropagation();
                  onClose(item.key);
                }}
              >
                <CloseOutlined />
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
