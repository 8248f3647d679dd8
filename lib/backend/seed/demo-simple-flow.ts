import type { Db } from '../db/client';
import { wfModel } from '../db/schema';
import { deployModel } from '../modules/workflow/operations/deploy';
import { compileSimpleFlow } from '@/lib/workflow/simple-flow/compile';
import type { SimpleFlow } from '@/lib/workflow/simple-flow/schema';

/**
 * A demo model made with the simple designer (流程模型 → 简易设计): a daily expense whose amount
 * picks the branch — over 5000 王芳 then the finance role, otherwise the initiator's leader — then a
 * copy to the leader. It opens in both designers.
 */

export const SIMPLE_DEMO_MODEL_KEY = 'wf-model-simple-expense';

export const SIMPLE_DEMO_FLOW: SimpleFlow = {
  version: 1,
  process: { id: 'simple_daily_expense', name: '日常费用申请（简易流程）', startName: '发起人', endName: '流程结束' },
  fields: [
    { id: 'amount', label: '金额', kind: 'number', options: [], required: true },
    { id: 'purpose', label: '用途', kind: 'text', options: [], required: true },
  ],
  nodes: [
    {
      type: 'condition',
      id: 'condition_1',
      branches: [
        {
          id: 'condition_1_b1',
          name: '金额大于 5000',
          conditions: [{ kind: 'number', field: 'amount', op: 'gt', value: 5000, upTo: null }],
          nodes: [
            { type: 'approver', id: 'approver_1', name: '王芳审批', nameEn: 'Approval by Wang Fang', rule: { kind: 'users', refs: ['usr-finance'], levels: 1, expression: '' }, mode: 'single', ratio: 60, ifNobody: 'admin', nobodyUser: '', ifInitiator: 'self', rejectCommentRequired: false, signatureRequired: false, due: null },
            { type: 'approver', id: 'approver_2', name: '财务审批', nameEn: 'Finance approval', rule: { kind: 'roles', refs: ['finance'], levels: 1, expression: '' }, mode: 'or', ratio: 60, ifNobody: 'admin', nobodyUser: '', ifInitiator: 'self', rejectCommentRequired: true, signatureRequired: false, due: 'P2D' },
          ],
        },
      ],
      otherwise: {
        id: 'condition_1_else',
        name: '其他情况',
        nodes: [{ type: 'approver', id: 'approver_3', name: '直属主管审批', nameEn: 'Line manager approval', rule: { kind: 'leader', refs: [], levels: 1, expression: '' }, mode: 'single', ratio: 60, ifNobody: 'admin', nobodyUser: '', ifInitiator: 'self', rejectCommentRequired: false, signatureRequired: false, due: null }],
      },
    },
    { type: 'copy', id: 'copy_1', name: '抄送主管', nameEn: 'Copy to the manager', rule: { kind: 'leader', refs: [], levels: 1, expression: '' } },
  ],
};

/** Saves and deploys the simple demo model once (its fixed key: seeding twice adds nothing). */
export async function seedSimpleFlowDemo(db: Db): Promise<void> {
  const created = await db
    .insert(wfModel)
    .values({
      model_key: SIMPLE_DEMO_MODEL_KEY, process_key: SIMPLE_DEMO_FLOW.process.id, name: SIMPLE_DEMO_FLOW.process.name, name_en: 'Daily expense (simple flow)', category: 'finance', icon: 'BankOutlined',
      description: '用简易设计器搭建：金额超过5000元由王芳与财务审批，其他由直属主管审批，最后抄送主管',
      xml: await compileSimpleFlow(SIMPLE_DEMO_FLOW), status: 'DRAFT' as const, create_by: 'usr-admin', update_by: 'usr-admin',
    })
    .onConflictDoNothing()
    .returning({ key: wfModel.model_key });
  if (created.length > 0) await deployModel(db, SIMPLE_DEMO_MODEL_KEY, 'usr-admin');
}
