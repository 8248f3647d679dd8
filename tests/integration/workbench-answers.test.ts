// @database postgres: the workbench's lists and actions, each answer parsed strictly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import {
  actionAnswerSchema,
  commentAttachmentSchema,
  commentEntriesSchema,
  copyPageSchema,
  copyReadAnswerSchema,
  departedTasksSchema,
  highlightsSchema,
  myProcessPageSchema,
  nodeFormSchema,
  processXmlSchema,
  startableProcessesSchema,
  submittedFormSchema,
  taskPageSchema,
  transferPageSchema,
} from '@/lib/contract/workflow-answers';
import { approverPreviewAnswerSchema, instancePathSchema } from '@/lib/contract/workflow-path';
import { checkedCall, checkedCalls } from '../support/answers';
import { createTestBackend, loginAs } from '../support/backend';
import type { Session } from '../support/workflow';

/**
 * Every call of the workbench answers what its contract says (lib/contract/workflow-answers.ts):
 * one request of the seeded project initiation taken through start, sign, approval, hand-over,
 * copy, urge and cancel, a second through delegation and reject, each answer parsed strictly.
 */

let backend: Backend;
let lina: Session; // applicant
let wangfang: Session; // finance
let zhangwei: Session; // leader
let admin: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  [lina, wangfang, zhangwei, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei'), loginAs(backend, 'admin')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const { post, get } = checkedCalls(() => backend);
const formData = { project_name: '华东理财', amount: 800000, reason: '新客户' };

describe('the workbench answers as its contract says', () => {
  it('from start to cancel: forms, lists, history, diagram and every action', async () => {
    const startable = await post(lina, startableProcessesSchema, paths.findAllProcess, {});
    expect(startable.map((p) => p.process_key)).toContain('project_initiation');
    const startForm = await post(lina, nodeFormSchema, paths.formFields, { processDefinitionKey: 'project_initiation' });
    expect(startForm.fields.map((f) => f.id)).toEqual(['project_name', 'amount', 'reason']);
    expect(startForm.task).toBeNull();

    const started = await post(lina, actionAnswerSchema, paths.startProcess, { processDefinitionKey: 'project_initiation', title: '大额立项', formData });
    const instanceKey = started.instance_key;
    const financeKey = started.tasks[0]!.task_key;

    const pending = await post(wangfang, taskPageSchema, paths.pending, { pageNo: 1, pageSize: 20 });
    expect(pending.records.find((r) => r.task_key === financeKey)?.summary.map((s) => s.id)).toEqual(['amount']);

    const signed = await post(wangfang, actionAnswerSchema, paths.addSign, { taskId: financeKey, users: [admin.userKey], position: 'BEFORE' });
    const signerKey = signed.tasks.find((t) => t.assignee === admin.userKey)!.task_key;
    const withSigner = await post(wangfang, nodeFormSchema, paths.formFields, { taskId: financeKey });
    expect(withSigner.task?.signers.map((s) => s.task_key)).toEqual([signerKey]);
    await post(wangfang, actionAnswerSchema, paths.removeSign, { taskId: signerKey });

    const upload = new FormData();
    upload.append('file', new Blob(['预算明细'], { type: 'text/plain' }), '预算.txt');
    upload.append('taskId', financeKey);
    const file = await checkedCall(backend, commentAttachmentSchema, 'POST', paths.commentAttachmentUpload, { token: wangfang.token, body: upload });
    const approved = await post(wangfang, actionAnswerSchema, paths.confirm, { taskId: financeKey, comment: '预算合理', formData: {}, attachments: [file.file_key] });
    const leaderKey = approved.tasks[0]!.task_key;
    const path = await get(lina, instancePathSchema, paths.instancePath(instanceKey));
    expect(path.steps.find((s) => s.node_id === 'finance_review')?.approvers[0]?.attachments?.map((a) => a.file_key)).toEqual([file.file_key]);
    const preview = await post(lina, approverPreviewAnswerSchema, paths.approverPreview, { processDefinitionKey: 'project_initiation', formData });
    expect(preview.steps.map((s) => s.node_id)).toContain('leader_approval');
    const processed = await post(wangfang, taskPageSchema, paths.processed, { pageNo: 1, pageSize: 20 });
    expect(processed.records.map((r) => r.task_key)).toContain(financeKey);

    await post(zhangwei, actionAnswerSchema, paths.turn, { taskId: leaderKey, employeeKey: zhangwei.userKey, turnToEemployeeKey: admin.userKey, message: '请代为审批' });
    expect((await post(zhangwei, transferPageSchema, paths.myTransfer, { pageNo: 1, pageSize: 20 })).records[0]?.to_user).toBe(admin.userKey);
    expect((await post(admin, transferPageSchema, paths.transferToMe, { pageNo: 1, pageSize: 20 })).records[0]?.from_user).toBe(zhangwei.userKey);

    await post(admin, actionAnswerSchema, paths.copy, { taskId: leaderKey, users: [zhangwei.userKey], comment: '请知悉' });
    expect((await post(zhangwei, copyPageSchema, paths.copiedToMe, { pageNo: 1, pageSize: 20 })).records.map((r) => r.instance_key)).toEqual([instanceKey]);
    expect(await post(zhangwei, copyReadAnswerSchema, paths.readCopy, { processInstanceId: instanceKey })).toEqual({ read: true });

    expect((await post(lina, submittedFormSchema, paths.formDetail, { processInstanceId: instanceKey })).form_data).toMatchObject(formData);
    const history = await get(lina, commentEntriesSchema, paths.comments(instanceKey));
    expect(history.find((c) => c.action === 'APPROVE')?.attachments?.map((a) => a.file_key)).toEqual([file.file_key]);
    expect((await get(lina, highlightsSchema, paths.highlightedNode(instanceKey))).active_nodes).toEqual(['leader_approval']);
    expect((await get(lina, processXmlSchema, paths.loadWfModule, { processInstanceId: instanceKey })).xml).toContain('project_initiation');
    expect((await post(lina, myProcessPageSchema, paths.myProcesses, { pageNo: 1, pageSize: 20 })).records[0]?.current_tasks.map((t) => t.task_key)).toEqual([leaderKey]);

    await post(lina, actionAnswerSchema, paths.urge, { processInstanceId: instanceKey, comment: '请尽快' });
    expect((await post(lina, actionAnswerSchema, paths.cancel, { processInstanceId: instanceKey })).status).toBe('CANCELED');
    const departed = await post(admin, departedTasksSchema, paths.taskDepartures, { taskIds: [leaderKey] });
    expect(departed.map((d) => d.departure.kind)).toEqual(['withdrawn']);
    expect((await post(admin, nodeFormSchema, paths.formFields, { taskId: leaderKey })).task?.departure?.kind).toBe('withdrawn');
  });

  it('delegation, its hand-back and a reject', async () => {
    const started = await post(lina, actionAnswerSchema, paths.startProcess, { processDefinitionKey: 'project_initiation', title: '小额立项', formData: { project_name: '华南理财', amount: 1000 } });
    const financeKey = started.tasks[0]!.task_key;
    await post(wangfang, actionAnswerSchema, paths.delegate, { taskId: financeKey, delegateTo: admin.userKey, comment: '请先核对' });
    await post(admin, actionAnswerSchema, paths.resolve, { taskId: financeKey, comment: '已核对' });
    expect((await post(wangfang, actionAnswerSchema, paths.reject, { taskId: financeKey, comment: '预算不足', rejectTo: 'end' })).status).toBe('REJECTED');
  });
});
