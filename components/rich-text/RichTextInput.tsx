'use client';

import dynamic from 'next/dynamic';
import type { RichTextEditorProps } from './RichTextEditor';
import { PlaceholderLines } from '@/components/widgets/placeholder/PlaceholderLines';
import styles from './rich-text.module.css';

/**
 * The rich-text editor, loaded only where a form shows one: the editor's code stays out of every
 * other page. Form.Item hands it id, value and onChange like any input.
 */
export const RichTextInput = dynamic<RichTextEditorProps>(() => import('./RichTextEditor'), {
  ssr: false,
  loading: () => (
    <div className={styles.loading}>
      <PlaceholderLines rows={3} />
    </div>
  ),
});
