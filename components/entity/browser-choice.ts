'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** Told to every hook reading a choice when one is saved in this tab ('storage' covers other tabs). */
const CHANGE_EVENT = 'entity-ui:choice';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Where choices live when the browser refuses storage (private windows): until the page closes. */
const unstored = new Map<string, string | null>();

function read(key: string): string | null {
  if (unstored.has(key)) return unstored.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A choice a user makes about how a list looks (its columns, table or board), kept as text in this
 * browser under `key` and shared by every hook reading it; null until one is made, and on the server.
 */
export function useBrowserChoice(key: string): [string | null, (text: string | null) => void] {
  const text = useSyncExternalStore(subscribe, () => read(key), () => null);
  const save = useCallback(
    (next: string | null) => {
      try {
        if (next === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, next);
        unstored.delete(key);
      } catch {
        unstored.set(key, next);
      }
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [key],
  );
  return [text, save];
}
