import type { Dispatch, SetStateAction } from 'react';

/**
 * The "it has closed" of a dialog shown while `set`'s state is `shown`: it clears that state only
 * if it still holds `shown`. A drawer or modal says it has closed at the end of its closing
 * animation, from an effect React runs just before it renders the next click; when that click
 * has just opened the dialog again (a fresh opening, a new key), clearing the state outright
 * would undo it, and the new dialog would not appear.
 */
export function closeIfShown<T>(set: Dispatch<SetStateAction<T | null>>, shown: NoInfer<T>): () => void {
  return () => set((now) => (Object.is(now, shown) ? null : now));
}
