import { eq } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import { DEFAULT_POOL_SETTING, poolSettingAnswerSchema, poolSettingSchema, type PoolSetting } from '@/lib/contract/customer-pool';
import type { Db } from '../../db/client';
import { sysSetting } from '../../db/schema';
import { crmCalls } from '@/lib/contract/crm-calls';
import { defineCallRoute } from '../../http/route';

/** The pool rules' row of sys_setting (the demo seed writes the demo company's rules there). */
export const POOL_SETTING_KEY = 'customerPool';
export const POOL_RIGHT = 'crm-customer-sea';
export const POOL_DISTRIBUTE_RIGHT = 'crm-customer-sea-distribute';

/** The pool's rules as stored, or the defaults (a stored value that no longer parses counts as unset). */
export async function poolSetting(db: Db): Promise<PoolSetting> {
  const [row] = await db.select({ value: sysSetting.value }).from(sysSetting).where(eq(sysSetting.setting_key, POOL_SETTING_KEY)).limit(1);
  const parsed = poolSettingSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_POOL_SETTING;
}

const read = defineCallRoute(crmCalls.poolSetting, {
  tag: 'customer',
  summary: 'The public pool rules: claim_limit (customers one person may follow when claiming), auto_return_days (0: off)',
  permission: POOL_RIGHT,
  output: poolSettingAnswerSchema,
  async handler({ db }) {
    return ok(await poolSetting(db));
  },
});

const save = defineCallRoute(crmCalls.savePoolSetting, {
  tag: 'customer',
  summary: 'Change the public pool rules (those who may distribute pool customers)',
  permission: POOL_DISTRIBUTE_RIGHT,
  input: poolSettingSchema,
  output: poolSettingAnswerSchema,
  async handler({ db, auth, input }) {
    const row = { setting_key: POOL_SETTING_KEY, value: input, update_by: auth.userKey, update_time: new Date() };
    await db.insert(sysSetting).values(row).onConflictDoUpdate({ target: sysSetting.setting_key, set: { value: input, update_by: auth.userKey, update_time: row.update_time } });
    return ok(input, 'customerPool.saved');
  },
});

export const poolSettingRoutes = [read, save];
