'use client';

import { useEffect } from 'react';

const IDLE_WAIT_MS = 2_000;

/**
 * Fetches code a person is about to need (a dialog behind a button) once the page has nothing else
 * to do, so the first click opens it as fast as the second. `load` is the same import() the dynamic
 * component uses; a failure is left to the click, which asks again and shows it.
 */
export function useIdlePreload(load: () => Promise<unknown>, wanted: boolean): void {
  useEffect(() => {
    if (!wanted) return;
    const run = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(run, IDLE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [load, wanted]);
}
