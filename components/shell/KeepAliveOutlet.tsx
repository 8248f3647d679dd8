'use client';

// A private module of Next: made for next@16.4.6; tools/third-party-patches.ts says what to check when next moves on.
import { LayoutRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext, useState, type ContextType, type ReactNode } from 'react';

type RouterPlace = NonNullable<ContextType<typeof LayoutRouterContext>>;

interface KeptPage {
  /** The router context while the page was last on screen. */
  live: RouterPlace;
  /** The same, marked inactive, for rendering it hidden. */
  frozen: RouterPlace;
}

interface KeepAliveOutletProps {
  /** The page on screen. */
  path: string;
  /** Pages to keep mounted (hidden) while another one is on screen: meta.keepAlive pages with an open tab. */
  keep: ReadonlySet<string>;
  /** The layout's children: the router's slot for the page. */
  outlet: ReactNode;
  /** Shown instead of the outlet for the page on screen (the 403 state). */
  replacement?: ReactNode;
}

/**
 * Keeps the React state of keepAlive pages while the user works in other tabs (docs/architecture.md, "The back office's frame").
 * The router's slot draws whatever page its context points at, so a kept page is rendered with
 * the router context it had when it was last on screen. Every page sits at the same place under
 * its own key whether on screen or kept, so switching between the two never remounts it.
 */
export function KeepAliveOutlet({ path, keep, outlet, replacement }: KeepAliveOutletProps) {
  const live = useContext(LayoutRouterContext);
  const [kept, setKept] = useState<ReadonlyMap<string, KeptPage>>(new Map());

  // Derived state, updated while rendering (React re-renders at once, before painting).
  const wanted = live !== null && keep.has(path) && !replacement;
  const stale = [...kept.keys()].some((candidate) => !keep.has(candidate));
  if ((wanted && kept.get(path)?.live !== live) || stale) {
    const next = new Map([...kept].filter(([candidate]) => keep.has(candidate)));
    if (live && wanted) next.set(path, { live, frozen: { ...live, isActive: false } });
    setKept(next);
  }

  // One keyed list: React keeps a page's state only while its key stays in the same list.
  const slots = [...kept.keys()];
  if (!kept.has(path)) slots.push(path);
  return (
    <>
      {slots.map((slot) =>
        slot === path ? (
          <div key={slot}>
            <LayoutRouterContext.Provider value={live}>{replacement ?? outlet}</LayoutRouterContext.Provider>
          </div>
        ) : (
          <div key={slot} hidden>
            <LayoutRouterContext.Provider value={kept.get(slot)?.frozen ?? null}>{outlet}</LayoutRouterContext.Provider>
          </div>
        ),
      )}
    </>
  );
}
