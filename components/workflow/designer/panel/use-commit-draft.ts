import { useState } from 'react';

/**
 * The text being typed into a committing input, and the commit itself: the diagram is written
 * when the user leaves the input (or presses Enter), so one edit is one step of undo, not one per
 * keystroke. A change made elsewhere (undo) shows at once.
 */
export function useCommitDraft(value: string, onCommit: (value: string) => void): { draft: string; setDraft: (draft: string) => void; commit: () => void } {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return { draft, setDraft, commit };
}
