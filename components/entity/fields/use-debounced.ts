'use client';

import { useEffect, useState } from 'react';

/** Search debounce 800 ms (docs/entities.md, "What you get without writing more"). */
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
