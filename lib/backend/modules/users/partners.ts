import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { userEntity } from '@/lib/entities/user';
import { sysUser } from '../../db/schema';
import { genericRoutesOf } from '../../entity/registry';
import { ResultCode } from '@/lib/contract/envelope';
import { badRequest } from '../../http/errors';
import { delegatedAnswer } from '../../http/delegated-answer';
import { defineRoute, type RequestContext, type RouteDef } from '../../http/route';
import { entityRecordSchema, type EntityRecord } from '@/lib/contract/entity-answers';

const BASE = '/api/app/base/app/sys/user';
const generic = genericRoutesOf(userEntity);

/** Runs the generic addOrUpdate with its own validation, for a partner account. */
async function savePartner(ctx: RequestContext<Record<string, unknown>>) {
  const input = generic.addOrUpdate.input!.parse({ ...ctx.input, user_type: 'partner' });
  return delegatedAnswer(generic.addOrUpdate, entityRecordSchema, { ...ctx, input });
}

const addPartnerSysUser = defineRoute({
  method: 'POST',
  path: `${BASE}/addPartnerSysUser`,
  tag: 'users',
  summary: 'Create a partner account (user_type partner); activate=false leaves it waiting for activation (status 3)',
  output: entityRecordSchema,
  permission: userEntity.rights.read,
  input: z.record(z.string(), z.unknown()),
  async handler(ctx) {
    const answer = await savePartner(ctx);
    if (ctx.input.activate === false || ctx.input.activate === 'false') {
      if (answer instanceof Response || answer.code !== ResultCode.ok || !answer.data) return answer;
      await ctx.db.update(sysUser).set({ status: '3' }).where(eq(sysUser.user_key, String((answer.data as EntityRecord).user_key)));
      return { ...answer, data: { ...answer.data, status: '3' }, msg: 'users.partnerCreated' };
    }
    return answer;
  },
});

const editPartnerUser = defineRoute({
  method: 'PUT',
  path: `${BASE}/editPartnerUser`,
  tag: 'users',
  summary: 'Edit a partner account (user_key and version required, as for addOrUpdate)',
  output: entityRecordSchema,
  permission: userEntity.rights.read,
  input: z.record(z.string(), z.unknown()),
  async handler(ctx) {
    const key = String(ctx.input.user_key ?? '');
    const rows = await ctx.db.select({ type: sysUser.user_type }).from(sysUser).where(and(eq(sysUser.user_key, key), eq(sysUser.del_flag, 0))).limit(1);
    if (rows[0]?.type !== 'partner') throw badRequest('users.notPartner');
    return savePartner(ctx);
  },
});

export const partnerRoutes = [addPartnerSysUser, editPartnerUser] as RouteDef<never>[];
