'use client';

// The hook alone: antd's Grid would bring its Row and Col to every page.
import useBreakpoint from 'antd/es/grid/hooks/useBreakpoint';
import { createContext, useContext, type ReactNode } from 'react';

const PhoneHint = createContext(false);

/** What the request's browser said of itself (a phone or not), for the page's first drawing. */
export function PhoneHintProvider({ phone, children }: { phone: boolean; children: ReactNode }) {
  return <PhoneHint.Provider value={phone}>{children}</PhoneHint.Provider>;
}

/**
 * Whether the screen is a phone's (narrower than antd's md, 768 px): lists become cards, actions go
 * into a sheet. The width is known once the page runs; until then (the server's drawing, and the
 * first drawing in the browser, which must match it) the browser's own word stands for it, so a
 * phone gets its cards straight from the server instead of a table swapped for them later.
 */
export function usePhone(): boolean {
  const md = useBreakpoint().md;
  const hint = useContext(PhoneHint);
  return md === undefined ? hint : !md;
}
