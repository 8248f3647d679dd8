/**
 * Every localStorage key the app writes starts with this prefix, so signing out can clear
 * exactly ours and nothing a browser extension or another app on the origin stored.
 */
export const STORAGE_PREFIX = 'fincrm.';

export const storageKeys = {
  /** The project open in the workspace; survives sign-out. */
  selectedProject: `${STORAGE_PREFIX}selectedProject`,
} as const;

const KEPT_ON_SIGN_OUT: ReadonlySet<string> = new Set([storageKeys.selectedProject]);

export function clearOwnedStorage(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const ours: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(STORAGE_PREFIX) && !KEPT_ON_SIGN_OUT.has(key)) ours.push(key);
  }
  for (const key of ours) storage.removeItem(key);
}
