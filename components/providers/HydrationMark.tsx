'use client';

import { useEffect } from 'react';

/**
 * The attribute the server puts on <html> of the sign-in pages and the back office, taken away once
 * the page's code runs: until then its controls take no taps (global.css). The public site's pages
 * have a document of their own without it, so a stylesheet shared with them changes nothing there.
 */
export const AWAITING_CODE_ATTRIBUTE = 'data-awaiting-code';

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
