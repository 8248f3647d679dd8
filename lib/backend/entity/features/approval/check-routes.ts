import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { commentAttachmentKeys } from '@/lib/contract/workflow-attachments';
import { checkedRecordSchema, recordApprovalAnswerSchema, type RecordApproval } from '@/lib/contract/record-approval-answers';
import { approvalCallsOf, recordApprovalCall } from '@/lib/contract/entity-feature-calls';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { forbidden } from '../../../http/errors';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { approvalEngine } from '../../plug-ins';
import type { Approvable } from './approvable';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/** The record's latest process and the caller's pending task in it, its step named in the reader's language (null when it never went for approval). */
async function recordApproval(db: Db, auth: AuthContext, entity: Approvable['entity'], key: string, locale: Locale = defaultLocale): Promise<RecordApproval | null> {
  const engine = approvalEngine();
  const processes = await engine.rounds(db, entity.approval.bizType, key);
  const rounds = processes.map((p) => ({
    instance_key: p.instance_key, status: p.status as RecordApproval['status'],
    start_time: p.start_time.toISOString(), end_time: p.end_time?.toISOString() ?? null, initiator_name: p.initiator_name,
  }));
  const latest = rounds[0];
  if (!latest) return null;
  const running = latest.status === 'RUNNING';
  const task = running ? await engine.pendingTaskOf(db, auth, latest.instance_key, locale) : null;
  return {
    ...latest,
    task_key: task?.task_key ?? null,
    task_name: task?.task_name ?? null,
    task_delegated: task?.delegated ?? false,
    task_signer: task?.signer ?? false,
    may_urge: running && processes[0]!.initiator === auth.userKey,
    approvers: running ? await engine.currentApprovers(db, latest.instance_key) : [],
    rounds,
  };
}

const checkInput = z.object({
  id: z.string().min(1).max(64),
  result: z.enum(['approve', 'return'], { error: 'approval.resultRequired' }),
  comment: z.string().trim().max(500).optional(),
  attachments: commentAttachmentKeys,
}).refine((v) => v.result === 'approve' || Boolean(v.comment), { message: 'approval.returnNeedsComment', path: ['comment'] });

/**
 * Approves or returns a record from its page: `{apiBase}/check` acts on the caller's pending task
 * in the record's running process, exactly as the workbench would (a return ends the process as
 * rejected); the record's status then follows the outcome through the binding.
 */
export function checkRoute({ entity, writer, listing }: Approvable): RouteDef<never> {
  return defineCallRoute(approvalCallsOf(entity).check, {
    tag: entity.name,
    summary: `Approve or return a ${entity.name} (id, result approve | return, comment; a return needs one; attachments: keys of files uploaded for the task's comment) through the caller's pending task in its approval`,
    output: checkedRecordSchema,
    permission: entity.rights.read,
    input: checkInput,
    async handler({ db, auth, input }) {
      await writer.loadOwned(db, auth, input.id);
      const approval = await recordApproval(db, auth, entity, input.id);
      if (!approval?.task_key) throw forbidden('approval.noTask');
      const outcome = input.result === 'approve'
        ? await approvalEngine().approve(db, auth, { taskKey: approval.task_key, comment: input.comment, attachments: input.attachments })
        : await approvalEngine().reject(db, auth, { taskKey: approval.task_key, comment: input.comment, attachments: input.attachments });
      const [answered] = await listing.answer(db, [await writer.loadOwned(db, auth, input.id)], auth);
      return ok({ ...answered, instance_key: outcome.instance_key, process_status: outcome.status }, input.result === 'approve' ? 'approval.approved' : 'approval.returned');
    },
  }) as unknown as RouteDef<never>;
}

/** `GET {apiBase}/approval/{id}`: the record's latest approval for its page (history and diagram by instance key). */
export function approvalInfoRoute({ entity, writer }: Approvable): RouteDef<never> {
  return defineCallRoute(recordApprovalCall(entity.apiBase), {
    tag: entity.name,
    summary: `The approval of one ${entity.name}: the latest process (instance_key, status, times), the caller's pending task (task_key) in it, and every round (rounds, newest first); null when never submitted`,
    output: recordApprovalAnswerSchema,
    permission: entity.rights.read,
    input: z.object({ id: z.string().min(1).max(64) }),
    async handler({ db, auth, input, locale }) {
      await writer.loadOwned(db, auth, input.id);
      return ok(await recordApproval(db, auth, entity, input.id, locale));
    },
  }) as unknown as RouteDef<never>;
}
