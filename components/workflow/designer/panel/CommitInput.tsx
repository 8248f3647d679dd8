'use client';

// The plain input's own module: antd's Input export brings the text area, password, search and OTP too.
import Input from 'antd/es/input/Input';
import { useCommitDraft } from './use-commit-draft';

export interface CommitInputProps {
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
}

/** A one-line text input that writes into the diagram when left or on Enter (use-commit-draft.ts). */
export function CommitInput({ value, onCommit, ...rest }: CommitInputProps) {
  const { draft, setDraft, commit } = useCommitDraft(value, onCommit);
  return <Input {...rest} value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onPressEnter={commit} />;
}
