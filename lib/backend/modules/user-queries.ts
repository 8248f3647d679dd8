import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { USER_TYPE_PARTNER } from '../auth/context';
import { likePattern } from '../http/inputs';
import type { Db } from '../db/client';
import { sysDepart, sysPosition, sysRole, sysUser, sysUserDepart, sysUserPosition, sysUserRole } from '../db/schema';

/** A user as lists, pickers and the profile show it (spec-1 §3). */
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
  org_code_txt: string;
  role_code_list: string[];
  role_id_list: string[];
  belong_departs: string[];
  create_time: string;
}

type UserRow = typeof sysUser.$inferSelect;

export interface UserLinks {
  id: string;
  org_code_txt: string;
  role_code_list: string[];
  role_id_list: string[];
  position_id_list: string[];
  belong_departs: string[];
}

/** Adds each user's roles, positions and departments, in three queries for the whole page, not one per row. */
export async function decorateUsers<T extends { user_key: unknown }>(db: Db, users: T[]): Promise<(Omit<T, 'password_hash'> & UserLinks)[]> {
  if (users.length === 0) return [];
  const keys = users.map((u) => String(u.user_key));
  const [roles, positions, departs] = await Promise.all([
    db.select({ user_key: sysUserRole.user_key, role_key: sysRole.role_key, role_code: sysRole.role_code })
      .from(sysUserRole).innerJoin(sysRole, eq(sysRole.role_key, sysUserRole.role_key))
      .where(and(inArray(sysUserRole.user_key, keys), eq(sysRole.del_flag, 0))),
    db.select({ user_key: sysUserPosition.user_key, position_key: sysPosition.position_key })
      .from(sysUserPosition).innerJoin(sysPosition, eq(sysPosition.position_key, sysUserPosition.position_key))
      .where(and(inArray(sysUserPosition.user_key, keys), eq(sysPosition.del_flag, 0))),
    db.select({ user_key: sysUserDepart.user_key, depart_key: sysDepart.depart_key, depart_name: sysDepart.depart_name })
      .from(sysUserDepart).innerJoin(sysDepart, eq(sysDepart.depart_key, sysUserDepart.depart_key))
      .where(and(inArray(sysUserDepart.user_key, keys), eq(sysDepart.del_flag, 0))),
  ]);
  return users.map((u) => {
    const { password_hash: _secret, ...rest } = u as T & { password_hash?: unknown };
    const key = String(u.user_key);
    const mine = roles.filter((r) => r.user_key === key);
    const myDeparts = departs.filter((d) => d.user_key === key);
    return {
      ...rest,
      id: key,
      org_code_txt: myDeparts.map((d) => d.depart_name).join(','),
      role_code_list: mine.map((r) => r.role_code),
      role_id_list: mine.map((r) => r.role_key),
      position_id_list: positions.filter((p) => p.user_key === key).map((p) => p.position_key),
      belong_departs: myDeparts.map((d) => d.depart_key),
    };
  });
}

async function decorate(db: Db, users: UserRow[]): Promise<UserRecord[]> {
  const decorated = await decorateUsers(db, users);
  return decorated.map((u) => ({
    id: u.id, user_key: u.user_key, username: u.username, realname: u.realname, phone: u.phone, email: u.email,
    avatar: u.avatar, birthday: u.birthday, sex: u.sex, status: u.status, org_code_txt: u.org_code_txt,
    role_code_list: u.role_code_list, role_id_list: u.role_id_list, belong_departs: u.belong_departs,
    create_time: u.create_time.toISOString(),
  }));
}

export async function userProfile(db: Db, userKey: string): Promise<UserRecord | null> {
  const rows = await db.select().from(sysUser).where(and(eq(sysUser.user_key, userKey), eq(sysUser.del_flag, 0))).limit(1);
  const [record] = await decorate(db, rows);
  return record ?? null;
}

export interface UserListQuery {
  /** Departments to list; undefined means every department (administrators only). */
  departKeys?: string[];
  /** Part of the account or the name. */
  keyword?: string;
  pageNo: number;
  pageSize: number;
  /** Leave out partner companies' accounts (the company directory lists staff). */
  staffOnly?: boolean;
}

export async function listUsers(db: Db, query: UserListQuery): Promise<{ records: UserRecord[]; total: number }> {
  if (query.departKeys && query.departKeys.length === 0) return { records: [], total: 0 };
  const inDeparts = query.departKeys
    ? inArray(sysUser.user_key, db.select({ k: sysUserDepart.user_key }).from(sysUserDepart).where(inArray(sysUserDepart.depart_key, query.departKeys)))
    : sql`true`;
  const matches = query.keyword ? or(ilike(sysUser.username, likePattern(query.keyword)), ilike(sysUser.realname, likePattern(query.keyword))) : undefined;
  const where = and(eq(sysUser.del_flag, 0), inDeparts, matches, query.staffOnly ? ne(sysUser.user_type, USER_TYPE_PARTNER) : undefined);
  const [rows, totals] = await Promise.all([
    db.select().from(sysUser).where(where).orderBy(desc(sysUser.create_time), sysUser.username)
      .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(sysUser).where(where),
  ]);
  return { records: await decorate(db, rows), total: Number(totals[0]?.n ?? 0) };
}
