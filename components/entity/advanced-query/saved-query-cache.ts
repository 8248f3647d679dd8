import { z } from 'zod';
import { STORAGE_PREFIX } from '@/lib/client/owned-storage';
import type { SavedQuery } from '@/lib/contract/saved-queries';
import { matchTypeSchema, queryConditionsSchema } from '@/lib/entity/advanced-query';

/**
 * Saved queries live in the browser under a fixed prefix plus the list's save code (the entity
 * name) or the page's path. The server holds the same list for other browsers and for
 * colleagues; this copy shows at once when the dialog opens and stays usable if the server does not
 * answer. Signing out clears it with the rest of the app's storage.
 */
export const SAVED_QUERY_PREFIX = `${STORAGE_PREFIX}superQuery.`;

export const savedQueryStorageKey = (saveCode: string) => `${SAVED_QUERY_PREFIX}${saveCode}`;

const cachedList = z.array(
  z.object({
    query_key: z.string(),
    save_code: z.string(),
    name: z.string(),
    match_type: matchTypeSchema,
    rules: queryConditionsSchema,
    shared: z.boolean(),
    owner_key: z.string(),
    owner_name: z.string().nullable(),
    mine: z.boolean(),
    update_time: z.string(),
  }),
);

/** A stored copy of the wrong shape (an older version, a hand edit) counts as none. */
export function parseCachedQueries(text: string | null): SavedQuery[] {
  if (!text) return [];
  try {
    const parsed = cachedList.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readCachedQueries(saveCode: string): SavedQuery[] {
  try {
    return parseCachedQueries(storage()?.getItem(savedQueryStorageKey(saveCode)) ?? null);
  } catch {
    return [];
  }
}

/** Storage may be full or refused (private windows): the server still has the list. */
export function writeCachedQueries(saveCode: string, list: readonly SavedQuery[]): void {
  try {
    storage()?.setItem(savedQueryStorageKey(saveCode), JSON.stringify(list));
  } catch {
    // Nothing to do: the copy is only a convenience.
  }
}
