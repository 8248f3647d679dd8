import { mutate } from 'swr';
import { clearOwnedStorage } from './owned-storage';
import { forgetVisitedViews } from './visited-views';

/** SWR key of the signed-in user's state (see session-state.tsx). */
export function sessionStateKey(targetKey: string): readonly ['session-state', string] {
  return ['session-state', targetKey] as const;
}

/** Forgets everything the browser holds about the signed-in user; the cookie is the server's to clear. */
export async function clearClientSession(): Promise<void> {
  clearOwnedStorage();
  forgetVisitedViews();
  await mutate(() => true, undefined, { revalidate: false });
}
