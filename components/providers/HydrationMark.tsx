'use client';

import { useEffect } from 'react';
import { AWAITING_CODE_ATTRIBUTE } from './awaiting-code';

/**
 * Marks the document once React has taken over the server's drawing. A page drawn with its data
 * shows its buttons before their code has arrived; a tap then would do nothing and be lost, so
 * until the mark they let taps through to nothing (a test's click waits for them instead).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.removeAttribute(AWAITING_CODE_ATTRIBUTE);
  }, []);
  return null;
}
