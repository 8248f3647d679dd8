'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { call } from '@/lib/client/call';
import type { DirectoryScope } from '@/lib/contract/directory';
import { directoryCalls } from '@/lib/contract/directory-calls';
import { rankByNameMatch } from '@/lib/contract/name-match';
import { USER_NAMES_KEY, USER_NAMES_PAGE_SIZE, userNamesOf, usersOf } from './user-names';

export { USER_LIST_PATH } from './user-names';
export const DEPARTMENT_TREE_PATH = directoryCalls.departmentTree.path;

/** The picker list's page. */
export const USER_SEARCH_PAGE_SIZE = 20;
const KEEP_MS = 5 * 60 * 1000;

export interface DepartmentNode {
  key: string;
  title: string;
  children?: DepartmentNode[];
}

const quiet = { dedupingInterval: KEEP_MS, revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/**
 * The users a picker offers for a keyword (the server matches account or name), best match first
 * (lib/contract/name-match.ts). The answer is ranked and filtered here too, for an upstream that
 * ignores the keyword or answers newest first.
 */
export function useUserSearch(keyword: string) {
  return useSWR(['entity-ui:user-search', keyword], async () => {
    const answer = await call(directoryCalls.users, { pageNo: 1, pageSize: USER_SEARCH_PAGE_SIZE, keyword: keyword.trim() || undefined }, { silent: true });
    return rankByNameMatch(usersOf(answer), keyword, (u) => [u.realname, u.username]);
  }, { ...quiet, keepPreviousData: true });
}

/** user_key -> name, for cells and the selected values of pickers. */
export function useUserNames() {
  return useSWR(USER_NAMES_KEY, async () => userNamesOf(await call(directoryCalls.users, { pageNo: 1, pageSize: USER_NAMES_PAGE_SIZE }, { silent: true })), quiet);
}

/** The by-key call answers a plain list of users. */
function namesOf(answer: unknown): Map<string, string> {
  return new Map(usersOf({ records: Array.isArray(answer) ? answer : [] }).map((u) => [u.user_key, u.realname]));
}

/**
 * A name for each key: from the shared page of names, and for keys it lacks (users added after it
 * was loaded, or beyond its 200 rows) from one call by key.
 */
export function useNamesOfUsers(keys: readonly string[]): (key: string) => string {
  const { data: page } = useUserNames();
  const missing = page ? keys.filter((k) => !page.has(k)) : [];
  const { data: extra } = useSWR(
    missing.length ? ['entity-ui:user-names-by-key', missing.join(',')] : null,
    async () => namesOf(await call(directoryCalls.usersByKey, { userKeys: missing.join(',') }, { silent: true })),
    quiet,
  );
  return (key) => page?.get(key) ?? extra?.get(key) ?? key;
}

function nodesOf(answer: unknown): DepartmentNode[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((n: unknown) => {
    if (typeof n !== 'object' || n === null) return [];
    const { key, title, children } = n as Record<string, unknown>;
    if (typeof key !== 'string') return [];
    const below = nodesOf(children);
    return [{ key, title: typeof title === 'string' ? title : key, ...(below.length ? { children: below } : {}) }];
  });
}

export function flattenDepartments(nodes: readonly DepartmentNode[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    into.set(node.key, node.title);
    flattenDepartments(node.children ?? [], into);
  }
  return into;
}

export function useDepartmentTree(scope: DirectoryScope = 'managed') {
  // Departments are named in the reader's language (their English names): a language switch reads them again.
  const locale = useLocale();
  return useSWR(['entity-ui:departments', scope, locale], async () => {
    const tree = nodesOf(await call(directoryCalls.departmentTree, scope === 'managed' ? {} : { scope }, { silent: true }));
    return { tree, names: flattenDepartments(tree) };
  }, quiet);
}
