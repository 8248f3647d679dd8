'use client';

import { useMemo } from 'react';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import styles from './rich-text.module.css';

/**
 * Stored rich text on screen. It is cleaned here again with the same allow-list the server saves
 * with, so whatever a record holds, nothing in it runs.
 */
export function RichTextView({ html, className, testId }: { html: string | null | undefined; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <div className={className ? `${styles.content} ${className}` : styles.content} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
