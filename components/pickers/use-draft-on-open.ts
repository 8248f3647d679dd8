'use client';

import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A dialog's working copy: taken afresh from the field each time the dialog opens, so cancelling
 * leaves the field as it was and reopening starts from what the field holds.
 */
export function useDraftOnOpen<T>(open: boolean, initial: () => T): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState<T>(initial);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(initial());
  }
  return [draft, setDraft];
}
