/** Saved advanced queries, kept per user on the server and shared with colleagues on request. */
const BASE = '/api/app/base/sys/savedQuery';

export const savedQueryPaths = {
  /** GET ?saveCode=: the caller's own queries for that list, then those colleagues shared. */
  list: `${BASE}/list`,
  /** POST {saveCode, name, matchType, rules}: creates or overwrites the caller's query of that name. */
  save: `${BASE}/save`,
  /** POST {queryKey, shared}: offers one of the caller's queries to colleagues, or stops offering it. */
  share: `${BASE}/share`,
  /** POST {queryKey}: removes one of the caller's own queries. */
  remove: `${BASE}/delete`,
} as const;

export type { SavedQuery } from './saved-query-answers';
