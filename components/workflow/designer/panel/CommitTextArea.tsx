'use client';

// The text area's own module: only the sections with longer texts (all loaded when opened) use it,
// so the designer's first load carries neither it nor its auto-sizing.
import TextArea, { type TextAreaProps } from 'antd/es/input/TextArea';
import type { CommitInputProps } from './CommitInput';
import { useCommitDraft } from './use-commit-draft';

/** A text area that writes into the diagram when left (use-commit-draft.ts). */
export function CommitTextArea({ value, onCommit, rows = 3, ...rest }: CommitInputProps & { rows?: TextAreaProps['rows'] }) {
  const { draft, setDraft, commit } = useCommitDraft(value, onCommit);
  return <TextArea {...rest} rows={rows} value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} />;
}
