'use client';

import { useEffect } from 'react';

/** The attribute on <html> once the page's code runs: until then its controls take no taps (global.css). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document once React has taken over the server's drawing. A page drawn with its data
 * shows its buttons before their code has arrived; a tap then would do nothing and be lost, so
 * until the mark they let taps through to nothing (a test's click waits for them instead).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
