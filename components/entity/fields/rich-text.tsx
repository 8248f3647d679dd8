'use client';

import dynamic from 'next/dynamic';
import { RichTextInput } from '@/components/rich-text/RichTextInput';
import { type FieldKind, type FieldOf } from './kind';
import { EmptyValue, type Injected, isBlank, TextFilterInput, textFilterParams, textFromForm, textToForm } from './shared';

/** The cleaned HTML view (and its sanitiser) loads where a record's detail shows rich text. */
const RichTextView = dynamic(() => import('@/components/rich-text/RichTextView').then((m) => m.RichTextView));
/** The excerpt's text cleaner (xss) loads only where a list shows a rich-text column. */
const RichTextExcerpt = dynamic(() => import('./rich-text-excerpt').then((m) => m.RichTextExcerpt));

/*
 * Rich text is edited in the rich editor and stored as HTML that the server cleans on save. A list
 * cell shows its words only (as text, never markup); the detail shows the HTML cleaned again with
 * the same allow-list (lib/rich-text/sanitize.ts), so nothing a record holds can run.
 */

/** Characters of a list cell's excerpt: the column clips it further, the title shows it whole. */
const CELL_EXCERPT = 120;

interface RichTextFieldInputProps extends Injected<string> {
  label: string;
  uploadGroup: string;
  disabled?: boolean;
}

function RichTextFieldInput({ label, uploadGroup, disabled, value, onChange, id }: RichTextFieldInputProps) {
  return <RichTextInput id={id} value={value ?? ''} onChange={(html) => onChange?.(html)} disabled={disabled} uploadGroup={uploadGroup} ariaLabel={label} />;
}

export const richTextKind: FieldKind<FieldOf<'richText'>> = {
  operators: ['like'],
  ellipsis: true,
  cell: (value) => (isBlank(value) ? <EmptyValue /> : <RichTextExcerpt html={typeof value === 'string' ? value : ''} max={CELL_EXCERPT} />),
  detail: (value) => (isBlank(value) ? <EmptyValue /> : <RichTextView html={String(value)} />),
  input: (_field, { label, disabled, entity }) => <RichTextFieldInput label={label} disabled={disabled} uploadGroup={entity.name} />,
  filterInput: (_field, { label }) => <TextFilterInput label={label} />,
  toForm: textToForm,
  fromForm: textFromForm,
  filterParams: textFilterParams,
};
