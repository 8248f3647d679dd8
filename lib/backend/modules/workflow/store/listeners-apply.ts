import { and, eq, inArray } from 'drizzle-orm';
import { USER_STATUS_NORMAL } from '../../../auth/context';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { sysUser, type wfInstance } from '../../../db/schema';
import { bindingOf } from './binding';
import { WorkflowError } from '../model/errors';
import type { Effect } from '../run/effects';
import { notifyFromListener } from './notify';

type Actor = Pick<AuthContext, 'userKey' | 'realname'>;
type InstanceRow = typeof wfInstance.$inferSelect;

/**
 * What listeners asked for, applied by the store inside the action's transaction: business
 * messages, and statuses reported to the bound record through its binding (an instance without a
 * bound record has none to report to). A recipient who does not exist refuses the step.
 */
export async function applyEffects(tx: Db, actor: Actor, instance: InstanceRow, effects: readonly Effect[]): Promise<void> {
  for (const effect of effects) {
    if (effect.kind === 'notify') {
      const found = await tx
        .select({ key: sysUser.user_key })
        .from(sysUser)
        .where(and(inArray(sysUser.user_key, effect.recipients), eq(sysUser.status, USER_STATUS_NORMAL), eq(sysUser.del_flag, 0)));
      const missing = effect.recipients.find((r) => !found.some((f) => f.key === r));
      if (missing) throw new WorkflowError('workflow.run.unknownRecipient', { name: effect.source, user: missing });
      await notifyFromListener(tx, actor, instance, effect.recipients, effect.text);
    } else if (effect.kind === 'businessStatus' && instance.biz_type && instance.business_key) {
      await bindingOf(instance.biz_type).onStatus(tx, {
        businessKey: instance.business_key,
        instanceKey: instance.instance_key,
        processKey: instance.process_key,
        status: effect.status,
        actorKey: actor.userKey,
        actorName: actor.realname,
      });
    }
  }
}
