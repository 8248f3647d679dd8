import { useSyncExternalStore } from 'react';

const REDUCE_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCE_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const asksForLessMotion = () => window.matchMedia(REDUCE_MOTION).matches;

/**
 * Whether the reader has asked the system to reduce motion (WCAG 2.3.3: zooming and sliding can
 * make people with vestibular disorders ill), following the setting when it changes. False in the
 * server's HTML and during hydration, which cannot know it; true from the render right after.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, asksForLessMotion, () => false);
}
