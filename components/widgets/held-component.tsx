'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { heldCode } from './held-code';

export type HeldComponent<P> = ComponentType<P> & {
  /** Fetches the code ahead (on the user's intent); the component is then drawn at once when shown. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code is fetched on first use, for what only a user's action shows (a form's
 * drawer, its inputs). Unlike next/dynamic, no Suspense boundary stands in between: once the code is
 * held the component is drawn in the same render, and while it is on its way `placeholder` keeps its
 * place. A chain of Suspense boundaries costs at least 300 ms each (React holds a fallback that long
 * before showing what replaces it); a form whose drawer and inputs each waited in turn opened in a
 * second. Drawn only in the browser: the server and the first client render show the placeholder.
 */
export function heldComponent<P extends object>(load: () => Promise<ComponentType<P>>, placeholder?: (props: P) => ReactNode): HeldComponent<P> {
  const code = heldCode(load);
  function Held(props: P) {
    const Real = code.get();
    const [, arrived] = useState(false);
    useEffect(() => {
      if (!Real) void code.fetch().then((fetched) => fetched && arrived(true));
    }, [Real]);
    return Real ? <Real {...props} /> : (placeholder?.(props) ?? null);
  }
  return Object.assign(Held, { preload: code.fetch });
}
