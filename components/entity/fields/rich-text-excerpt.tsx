'use client';

import { richTextExcerpt } from '@/lib/rich-text/plain-text';
import { EmptyValue } from './shared';

/** A list cell's words of some rich text (as text, never markup), or the empty mark; hovering shows them whole, as a clipped text cell does. */
export function RichTextExcerpt({ html, max }: { html: string; max: number }) {
  const text = richTextExcerpt(html, max);
  return text ? <span title={text}>{text}</span> : <EmptyValue />;
}
