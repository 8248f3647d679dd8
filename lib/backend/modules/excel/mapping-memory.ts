import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { EntityDef } from '@/lib/entity/types';
import type { Db } from '../../db/client';
import { sysUserSetting } from '../../db/schema';
import { normaliseHeader } from './header-match';

/**
 * The column mappings a user chose, per kind, kept among the user's settings (sys_user_setting):
 * a file with the same headers comes pre-mapped the next time. Keyed by the headers as people may
 * retype them (case, spaces and required marks do not matter).
 */

/** Different header rows remembered per user and kind; the oldest is forgotten first. */
const KEPT_PER_KIND = 20;

const rememberedSchema = z.object({
  headers: z.array(z.string()),
  columns: z.array(z.string().nullable()),
  keyField: z.string().nullable(),
});
export type RememberedMapping = z.infer<typeof rememberedSchema>;

const settingKey = (entity: EntityDef) => `excel.mapping.${entity.name}`;

const sameHeaders = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((h, i) => h === b[i]);

async function storedList(db: Db, userKey: string, entity: EntityDef): Promise<RememberedMapping[]> {
  const [row] = await db.select({ value: sysUserSetting.value }).from(sysUserSetting)
    .where(and(eq(sysUserSetting.user_key, userKey), eq(sysUserSetting.setting_key, settingKey(entity)))).limit(1);
  const parsed = rememberedSchema.array().safeParse(row?.value ?? []);
  return parsed.success ? parsed.data : [];
}

/** The mapping the user chose last for a file with these headers, if any. */
export async function recallMapping(db: Db, userKey: string, entity: EntityDef, headers: readonly string[]): Promise<RememberedMapping | null> {
  const wanted = headers.map(normaliseHeader);
  return (await storedList(db, userKey, entity)).find((m) => sameHeaders(m.headers, wanted)) ?? null;
}

export async function rememberMapping(db: Db, userKey: string, entity: EntityDef, headers: readonly string[], columns: readonly (string | null)[], keyField: string | null): Promise<void> {
  const normal = headers.map(normaliseHeader);
  const others = (await storedList(db, userKey, entity)).filter((m) => !sameHeaders(m.headers, normal));
  const value = [{ headers: normal, columns: [...columns], keyField }, ...others].slice(0, KEPT_PER_KIND);
  await db.insert(sysUserSetting).values({ user_key: userKey, setting_key: settingKey(entity), value })
    .onConflictDoUpdate({ target: [sysUserSetting.user_key, sysUserSetting.setting_key], set: { value, update_time: new Date() } });
}
