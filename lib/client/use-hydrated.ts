import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once React runs the page in the browser.
 * A form whose submission is handled in script uses it to stay inert until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
