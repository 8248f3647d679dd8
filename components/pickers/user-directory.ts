'use client';

import useSWR from 'swr';
import { call } from '@/lib/client/call';
import type { DirectoryScope } from '@/lib/contract/directory';
import { directoryCalls } from '@/lib/contract/directory-calls';

/** Names of any users by key are asked at most 200 a call: the chosen users of a field. */
const NAMES_PER_CALL = 200;

/**
 * A user as the picker table lists it. The company directory, and any
 * list a partner account asks for, answer only directory entries (lib/contract/directory.ts): there
 * account, sex, phone and status are empty.
 */
export interface PickerUser {
  user_key: string;
  username: string;
  realname: string;
  sex: string;
  phone: string;
  org_code_txt: string;
  /** Position names, joined for the cell. */
  positions: string;
  status: string;
}

export interface UserPageQuery {
  /** The department chosen in the tree (with its sub-departments); undefined: all the caller may see. */
  departKey?: string;
  keyword: string;
  pageNo: number;
  pageSize: number;
  scope: DirectoryScope;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);

/** One answered user, or null when it carries no key. */
export function pickerUserOf(raw: unknown): PickerUser | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.user_key !== 'string' || r.user_key === '') return null;
  return {
    user_key: r.user_key,
    username: text(r.username),
    realname: text(r.realname) || text(r.username) || r.user_key,
    sex: text(r.sex),
    phone: text(r.phone),
    org_code_txt: text(r.org_code_txt),
    positions: texts(r.position_names).join('、'),
    status: text(r.status),
  };
}

function pageOf(answer: unknown): { records: PickerUser[]; total: number } {
  const body = typeof answer === 'object' && answer !== null ? (answer as { records?: unknown; total?: unknown }) : {};
  const records = Array.isArray(body.records) ? body.records.flatMap((r) => pickerUserOf(r) ?? []) : [];
  return { records, total: typeof body.total === 'number' ? body.total : records.length };
}

const quiet = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/**
 * One page of the users the caller may see: the server limits non-administrators to their
 * departments, or to the company directory's entries when the scope says so.
 */
export function useUserPage(query: UserPageQuery | null) {
  return useSWR(query ? ['pickers:user-page', query.scope, query.departKey ?? '', query.keyword, query.pageNo, query.pageSize] : null, async () => {
    const q = query!;
    const answer = await call(directoryCalls.users, {
      departKey: q.departKey, keyword: q.keyword.trim() || undefined, pageNo: q.pageNo, pageSize: q.pageSize, ...(q.scope === 'managed' ? {} : { scope: q.scope }),
    });
    return pageOf(answer);
  }, { ...quiet, keepPreviousData: true });
}

/** user_key -> name for the given keys (in one call each 200). Unknown keys are simply absent. */
export function useUserLabels(keys: readonly string[]) {
  const sorted = [...new Set(keys)].sort();
  return useSWR(sorted.length ? ['pickers:user-labels', sorted.join(',')] : null, async () => {
    const names = new Map<string, string>();
    for (let i = 0; i < sorted.length; i += NAMES_PER_CALL) {
      const batch = sorted.slice(i, i + NAMES_PER_CALL);
      const answer = await call(directoryCalls.usersByKey, { userKeys: batch.join(',') }, { silent: true });
      for (const raw of Array.isArray(answer) ? answer : []) {
        const user = pickerUserOf(raw);
        if (user) names.set(user.user_key, user.realname);
      }
    }
    return names;
  }, { ...quiet, dedupingInterval: 60_000, keepPreviousData: true });
}
