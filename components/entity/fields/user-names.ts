import { directoryCalls } from '@/lib/contract/directory-calls';
import type { EntityDef } from '@/lib/entity/types';

// The directory's list call and what cells make of it, without the browser's client: server pages
// draw users' names with them.

export const USER_LIST_PATH = directoryCalls.users.path;
/** Names for cells come from one larger page; the server allows at most 200 rows a page. */
export const USER_NAMES_PAGE_SIZE = 200;
/** Status 1 normal, otherwise frozen. */
const USER_STATUS_NORMAL = '1';
/** SWR key of the page of names cells share. */
export const USER_NAMES_KEY = 'entity-ui:user-names';

export interface DirectoryUser {
  user_key: string;
  realname: string;
  username: string;
  /** Frozen accounts are listed (their records stay theirs) but take no new work. */
  frozen: boolean;
}

export function usersOf(answer: unknown): DirectoryUser[] {
  const records = typeof answer === 'object' && answer !== null ? (answer as { records?: unknown }).records : undefined;
  if (!Array.isArray(records)) return [];
  return records.flatMap((r: unknown) => {
    if (typeof r !== 'object' || r === null) return [];
    const { user_key, realname, username, status } = r as Record<string, unknown>;
    return typeof user_key === 'string' ? [{ user_key, realname: String(realname ?? username ?? user_key), username: String(username ?? ''), frozen: status !== undefined && String(status) !== USER_STATUS_NORMAL }] : [];
  });
}

/** user_key -> name from the directory's answer. */
export const userNamesOf = (answer: unknown) => new Map(usersOf(answer).map((u) => [u.user_key, u.realname]));

export const userNamesPath = `${USER_LIST_PATH}?pageNo=1&pageSize=${USER_NAMES_PAGE_SIZE}`;

/** The page of names, for a page drawn with users' names in it. */
export const userNamesLoad = { key: USER_NAMES_KEY, path: userNamesPath, shape: userNamesOf };

/** The page of names for a list of an entity whose records name users; none when they name nobody. */
export function userNamesLoads(entity: EntityDef) {
  return Object.values(entity.fields).some((field) => field.type === 'user') ? [userNamesLoad] : [];
}
