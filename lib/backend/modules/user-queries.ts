import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { USER_STATUS_NORMAL, USER_TYPE_PARTNER } from '../auth/context';
import { likePattern } from '../http/inputs';
import type { Db } from '../db/client';
import { sysUser, sysUserDepart } from '../db/schema';
import { nameIn } from '@/lib/entity/english-name';
import type { Locale } from '@/lib/i18n/locales';

/** A user as lists, pickers and the profile show it. */
export interface UserRecord {
  id: string;
  user_key: string;
  username: string;
  realname: string;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  birthday: string | null;
  sex: string;
  status: string;
  /** Where the account signs in (local, ldap, oidc): only local accounts change their password here. */
  auth_source: string;
  org_code_txt: string;
  role_code_list: string[];
  role_id_list: string[];
  belong_departs: string[];
  position_names: string[];
  create_time: string;
}

type UserRow = typeof sysUser.$inferSelect;

export interface UserLinks {
  id: string;
  org_code_txt: string;
  role_code_list: string[];
  role_id_list: string[];
  position_id_list: string[];
  position_names: string[];
  belong_departs: string[];
}

interface LinkRows {
  roles: { role_key: string; role_code: string }[];
  positions: { position_key: string; name: string }[];
  departs: { depart_key: string; depart_name: string; depart_name_en: string | null }[];
}

/**
 * A user's live roles, positions and departments, as columns of the statement that reads the user
 * (aliases inside: a single-table select leaves its own columns unqualified).
 */
const linkColumns = {
  roles: sql<LinkRows['roles']>`coalesce((select json_agg(json_build_object('role_key', r.role_key, 'role_code', r.role_code)) from sys_user_role ur inner join sys_role r on r.role_key = ur.role_key where ur.user_key = "sys_user"."user_key" and r.del_flag = 0), '[]'::json)`,
  positions: sql<LinkRows['positions']>`coalesce((select json_agg(json_build_object('position_key', p.position_key, 'name', p.name) order by p.rank, p.name) from sys_user_position up inner join sys_position p on p.position_key = up.position_key where up.user_key = "sys_user"."user_key" and p.del_flag = 0), '[]'::json)`,
  departs: sql<LinkRows['departs']>`coalesce((select json_agg(json_build_object('depart_key', d.depart_key, 'depart_name', d.depart_name, 'depart_name_en', d.depart_name_en)) from sys_user_depart ud inner join sys_depart d on d.depart_key = ud.depart_key where ud.user_key = "sys_user"."user_key" and d.del_flag = 0), '[]'::json)`,
};

/** The user with their links; org_code_txt names the departments in the reader's language. */
function withLinks<T extends { user_key: unknown }>(user: T, links: LinkRows | undefined, locale: Locale): Omit<T, 'password_hash'> & UserLinks {
  const { password_hash: _secret, ...rest } = user as T & { password_hash?: unknown };
  const roles = links?.roles ?? [];
  const departs = links?.departs ?? [];
  const positions = links?.positions ?? [];
  return {
    ...rest,
    id: String(user.user_key),
    org_code_txt: departs.map((d) => nameIn(locale, d.depart_name, d.depart_name_en)).join(','),
    role_code_list: roles.map((r) => r.role_code),
    role_id_list: roles.map((r) => r.role_key),
    position_id_list: positions.map((p) => p.position_key),
    position_names: positions.map((p) => p.name),
    belong_departs: departs.map((d) => d.depart_key),
  };
}

/** Adds each user's roles, positions and departments, in one query for the whole page, not one per row. */
export async function decorateUsers<T extends { user_key: unknown }>(db: Db, users: T[], locale: Locale): Promise<(Omit<T, 'password_hash'> & UserLinks)[]> {
  if (users.length === 0) return [];
  const keys = users.map((u) => String(u.user_key));
  const rows = await db.select({ user_key: sysUser.user_key, ...linkColumns }).from(sysUser).where(inArray(sysUser.user_key, keys));
  const byKey = new Map(rows.map((row) => [row.user_key, row]));
  return users.map((u) => withLinks(u, byKey.get(String(u.user_key)), locale));
}

function profileOf(u: Omit<UserRow, 'password_hash'> & UserLinks): UserRecord {
  return {
    id: u.id, user_key: u.user_key, username: u.username, realname: u.realname, phone: u.phone, email: u.email,
    avatar: u.avatar, birthday: u.birthday, sex: u.sex, status: u.status, auth_source: u.auth_source, org_code_txt: u.org_code_txt,
    role_code_list: u.role_code_list, role_id_list: u.role_id_list, belong_departs: u.belong_departs,
    position_names: u.position_names, create_time: u.create_time.toISOString(),
  };
}

async function decorate(db: Db, users: UserRow[], locale: Locale): Promise<UserRecord[]> {
  return (await decorateUsers(db, users, locale)).map(profileOf);
}

export async function userProfile(db: Db, userKey: string, locale: Locale): Promise<UserRecord | null> {
  const [row] = await db.select({ user: sysUser, links: linkColumns }).from(sysUser).where(and(eq(sysUser.user_key, userKey), eq(sysUser.del_flag, 0))).limit(1);
  return row ? profileOf(withLinks(row.user, row.links, locale)) : null;
}

export interface UserListQuery {
  /** The reader's language: what the departments are called in org_code_txt. */
  locale: Locale;
  /** Departments to list; undefined means every department (administrators only). */
  departKeys?: string[];
  /** Part of the account or the name. */
  keyword?: string;
  pageNo: number;
  pageSize: number;
  /** Leave out partner companies' accounts (the company directory lists staff). */
  staffOnly?: boolean;
  /** Leave out frozen accounts and those waiting for activation. */
  activeOnly?: boolean;
}

/**
 * The tiers of lib/contract/name-match.ts in SQL: 0 for the exact name or account, 1 for one
 * starting with the words, 2 for the rest (which contain them). Ordered by it, a page holds the
 * best matches of all, not the newest accounts that happen to contain the words.
 */
function nameMatchOrder(keyword: string): SQL {
  const words = keyword.trim().toLowerCase();
  const starts = likePattern(words, 'startsWith');
  return sql`case
    when lower(${sysUser.realname}) = ${words} or lower(${sysUser.username}) = ${words} then 0
    when ${sysUser.realname} ilike ${starts} or ${sysUser.username} ilike ${starts} then 1
    else 2 end`;
}

export async function listUsers(db: Db, query: UserListQuery): Promise<{ records: UserRecord[]; total: number }> {
  if (query.departKeys && query.departKeys.length === 0) return { records: [], total: 0 };
  const inDeparts = query.departKeys
    ? inArray(sysUser.user_key, db.select({ k: sysUserDepart.user_key }).from(sysUserDepart).where(inArray(sysUserDepart.depart_key, query.departKeys)))
    : sql`true`;
  const matches = query.keyword ? or(ilike(sysUser.username, likePattern(query.keyword)), ilike(sysUser.realname, likePattern(query.keyword))) : undefined;
  const where = and(
    eq(sysUser.del_flag, 0), inDeparts, matches,
    query.staffOnly ? ne(sysUser.user_type, USER_TYPE_PARTNER) : undefined,
    query.activeOnly ? eq(sysUser.status, USER_STATUS_NORMAL) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.select().from(sysUser).where(where).orderBy(...(query.keyword ? [nameMatchOrder(query.keyword)] : []), desc(sysUser.create_time), sysUser.username)
      .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(sysUser).where(where),
  ]);
  return { records: await decorate(db, rows, query.locale), total: Number(totals[0]?.n ?? 0) };
}
