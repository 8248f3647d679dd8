import { apiPaths } from './api-paths';
import type { areaNamesSchema } from './area-names';
import { declareCall, declareKeyedCall, type Out } from './call';
import type { departTreeSchema } from './department-answers';
import type { dictItemViewsSchema } from './dictionary-answers';
import type { DirectoryScope } from './directory';
import type { listedUserPageSchema, namedUsersSchema } from './user-answers';

/** A page of the users a picker offers: of a department (and those below it), matching a keyword (account or name). */
export interface UserListQuery {
  departKey?: string;
  keyword?: string;
  pageNo?: number;
  pageSize?: number;
  scope?: DirectoryScope;
}

/**
 * The directory every picker and field reads (users, departments, dictionaries, area names), each
 * with what it is sent and answers (./call.ts). Kept free of zod: list pages name these on first load.
 */
export const directoryCalls = {
  /** Administrators get full user records, others those of their departments or, for the company directory, its entries. */
  users: declareCall<UserListQuery, Out<typeof listedUserPageSchema>>('GET', apiPaths.userList),
  /** Names of any users by key (userKeys comma-separated, at most 200). */
  usersByKey: declareCall<{ userKeys: string }, Out<typeof namedUsersSchema>>('GET', '/api/app/base/app/sys/user/listByUserKey'),
  /** The caller's departments as a tree (scope company: the whole organisation). */
  departmentTree: declareCall<{ scope?: DirectoryScope }, Out<typeof departTreeSchema>>('GET', apiPaths.departmentTree),
  /** The enabled items of a dictionary by its code, in the reader's language. */
  dictItems: declareKeyedCall<undefined, Out<typeof dictItemViewsSchema>>('GET', (code) => `/api/app/base/sys/dict/getDictItems/${encodeURIComponent(code)}`, 'code'),
  /** Names of administrative-division codes (comma-separated); unknown codes are left out. */
  areaNames: declareCall<{ codes: string }, Out<typeof areaNamesSchema>>('GET', apiPaths.areaNames),
};
