'use client';

import { useEffect, useState } from 'react';

/** spec-1 §9: search debounce 800 ms. */
export const SEARCH_DEBOUNCE_MS = 800;

/** The value once it has stopped changing for `ms`: remote searches wait for the user to pause. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
