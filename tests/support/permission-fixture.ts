import { and, asc, eq } from 'drizzle-orm';
import { wfComment, wfCopy, wfInstance, wfTask } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import type { Relation, RequestState } from '@/lib/backend/modules/workflow/operations/policy';
import { bandedPng } from '@/lib/backend/seed/demo-files';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { CommentAttachment } from '@/lib/contract/workflow-attachments';
import { call, loginAs } from './backend';
import { chain, workflowClient, type Session } from './workflow';

/**
 * Requests in every state of the permission table with a user of every relation to them, for
 * tests/integration/workflow-permission-matrix.test.ts. The model: start → 初审 (the former holder)
 * → 复核 (the holder; may return to the previous step, the initiator or any step passed) → end.
 */

export const MATRIX_MODEL = 'perm_matrix';
export type Cast = Record<Exclude<Relation, 'recordReader' | 'delegateBack'>, Session>;

export interface Fixture {
  instanceKey: string;
  /** The 复核 task (the holder's). */
  check: string;
  /** The initiator's resubmit task of a returned request. */
  resubmit: string | null;
  /** The added signer's task: BEFORE for the signer's own fixture, else an AFTER signer the holder added. */
  signer: string;
  /** A file the former holder attached to her approval. */
  fileKey: string;
}

const PASSWORD = 'Welcome2026';
const PEOPLE: [keyof Cast, string, string][] = [
  ['initiator', 'mx_initiator', 'dep-project'],
  ['colleague', 'mx_colleague', 'dep-project'],
  ['former', 'mx_former', 'dep-sales-south'],
  ['holder', 'mx_holder', 'dep-sales-south'],
  ['delegate', 'mx_delegate', 'dep-sales-south'],
  ['signer', 'mx_signer', 'dep-sales-south'],
  ['copied', 'mx_copied', 'dep-sales-south'],
  ['stranger', 'mx_stranger', 'dep-sales-south'],
];

/** The people (staff created by the administrator, a partner in the initiator's department) and the model. */
export async function castAndModel(backend: Backend): Promise<Cast> {
  const wf = workflowClient(backend);
  const admin = await loginAs(backend, 'admin');
  const cast: Partial<Cast> = { admin };
  for (const [relation, username, depart] of PEOPLE) {
    const added = await wf.post(admin, '/api/app/base/app/sys/user/add', { username, realname: username, password: PASSWORD, selectedroles: 'role-staff', selecteddeparts: depart });
    if (added.body.code !== 0) throw new Error(`adding ${username}: ${added.body.msg}`);
    cast[relation] = await loginAs(backend, username, PASSWORD);
  }
  const partner = await wf.post(admin, '/api/app/base/app/sys/user/addPartnerSysUser', {
    username: 'mx_partner', realname: '合作伙伴', company_name: '矩阵合作', password: PASSWORD, selecteddeparts: 'dep-project', activate: true,
  });
  if (partner.body.code !== 0) throw new Error(`adding the partner: ${partner.body.msg}`);
  cast.partner = await loginAs(backend, 'mx_partner', PASSWORD);
  const full = cast as Cast;
  await wf.deploy(admin, chain(MATRIX_MODEL, [
    { id: 'first', name: '初审', attrs: { assignee: full.former.userKey } },
    { id: 'check', name: '复核', attrs: { assignee: full.holder.userKey }, properties: { allowReturn: 'previous,initiator,any' } },
  ]));
  return full;
}

export function fixtures(backend: Backend, cast: Cast) {
  const wf = workflowClient(backend);
  const db = () => backend.database.db;
  const must = async <T>(what: string, pending: Promise<{ body: { code: number; msg: string; data: T | null } }>): Promise<T> => {
    const { body } = await pending;
    if (body.code !== 0) throw new Error(`${what}: ${body.msg}`);
    return body.data as T;
  };
  const signerTask = async (check: string) => {
    const [row] = await db().select({ key: wfTask.task_key }).from(wfTask).where(and(eq(wfTask.parent_task_key, check), eq(wfTask.assignee, cast.signer.userKey)));
    return row!.key;
  };
  const { initiator: I, former: F, holder: H, delegate: D, signer: S, copied: C } = cast;

  /** A fresh request in the state, where the relation's person stands as it says. */
  async function build(state: RequestState, relation: Relation): Promise<Fixture> {
    const started = await must('start', wf.start(I, MATRIX_MODEL, { title: `${state}/${relation}` }));
    const first = started.tasks[0]!.task_key;
    const upload = new FormData();
    upload.append('file', new File([bandedPng(8, 8, ['1f6feb']) as BlobPart], '附件.png'));
    upload.append('taskId', first);
    const file = await must<CommentAttachment>('upload', call<CommentAttachment>(backend, 'POST', paths.commentAttachmentUpload, { token: F.token, body: upload }));
    const check = (await must('first', wf.confirm(F, first, { comment: '初审通过', attachments: [file.file_key] }))).tasks[0]!.task_key;
    await must('copy', wf.post(H, paths.copy, { taskId: check, users: [C.userKey], comment: '请知悉' }));
    const signs = relation === 'signer';
    await must('addSign', wf.post(H, paths.addSign, { taskId: check, users: [S.userKey], position: signs ? 'BEFORE' : 'AFTER', comment: '请会签' }));
    const signer = await signerTask(check);
    if (relation === 'delegate' || relation === 'delegateBack') await must('delegate', wf.post(H, paths.delegate, { taskId: check, delegateTo: D.userKey, comment: '请核对' }));
    if (relation === 'delegateBack') await must('resolve', wf.post(D, paths.resolve, { taskId: check, comment: '已核对' }));
    if (signs && state !== 'running' && state !== 'withdrawn') await must('signer approves', wf.confirm(S, signer, { comment: '会签同意' }));
    let resubmit: string | null = null;
    switch (state) {
      case 'running':
        break;
      case 'returned':
        resubmit = (await must('return', wf.reject(H, check, { rejectTo: 'initiator', comment: '请补充' }))).tasks[0]!.task_key;
        break;
      case 'approved':
        await must('approve', wf.confirm(H, check, { comment: '同意' }));
        if (!signs) await must('after signer', wf.confirm(S, signer, { comment: '会签同意' }));
        break;
      case 'rejected':
        await must('reject', wf.reject(H, check, { rejectTo: 'end', comment: '不同意' }));
        break;
      case 'withdrawn':
        await must('withdraw', wf.cancel(I, started.instance_key));
        break;
    }
    return { instanceKey: started.instance_key, check, resubmit, signer, fileKey: file.file_key };
  }

  /** Everything a refused call must leave as it was: the instance row, its tasks, history and copies. */
  async function snapshot(instanceKey: string) {
    const [instance, tasks, comments, copies] = await Promise.all([
      db().select().from(wfInstance).where(eq(wfInstance.instance_key, instanceKey)),
      db().select().from(wfTask).where(eq(wfTask.instance_key, instanceKey)).orderBy(asc(wfTask.task_key)),
      db().select().from(wfComment).where(eq(wfComment.instance_key, instanceKey)).orderBy(asc(wfComment.seq)),
      db().select().from(wfCopy).where(eq(wfCopy.instance_key, instanceKey)).orderBy(asc(wfCopy.copy_key)),
    ]);
    return { instance, tasks, comments, copies };
  }

  return { build, snapshot };
}
