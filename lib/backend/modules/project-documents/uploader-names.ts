import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysUser } from '../../db/schema';
import type { Row } from '../../entity/behaviour';

/** Rows with the name of who uploaded them (`uploader_name`), in one query per page. */
export async function withUploaderNames(db: Db, rows: Row[]): Promise<Row[]> {
  const keys = [...new Set(rows.map((r) => r.uploader).filter((k): k is string => typeof k === 'string' && k !== ''))];
  if (keys.length === 0) return rows.map((r) => ({ ...r, uploader_name: null }));
  const users = await db.select({ key: sysUser.user_key, name: sysUser.realname }).from(sysUser).where(inArray(sysUser.user_key, keys));
  const names = new Map(users.map((u) => [u.key, u.name]));
  return rows.map((r) => ({ ...r, uploader_name: names.get(String(r.uploader)) ?? null }));
}
