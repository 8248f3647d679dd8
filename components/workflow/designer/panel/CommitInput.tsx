'use client';

// The inputs' own modules: antd's Input export brings the password, search and OTP inputs too.
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import type { TextAreaProps } from 'antd/es/input';
import { useState } from 'react';

interface CommitInputProps {
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  multiline?: boolean;
  rows?: TextAreaProps['rows'];
  id?: string;
  'data-testid'?: string;
}

/**
 * A text input that writes into the diagram when the user leaves it or presses Enter, so one edit
 * is one step of undo, not one per keystroke. A change made elsewhere (undo) shows at once.
 */
export function CommitInput({ value, onCommit, multiline, rows = 3, ...rest }: CommitInputProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  if (multiline) {
    return <TextArea {...rest} rows={rows} value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} />;
  }
  return <Input {...rest} value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onPressEnter={commit} />;
}
