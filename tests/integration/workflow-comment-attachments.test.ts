import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysFile } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { bandedPng, textPdf } from '@/lib/backend/seed/demo-files';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { CommentAttachment } from '@/lib/contract/workflow-attachments';
import type { InstancePath } from '@/lib/contract/workflow-path';
import { call, createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Session } from '../support/workflow';

/**
 * Files attached to approval comments: uploaded through the engine's checked upload by whoever
 * holds the task, named in the decision, kept by the history line and shown with the step in the
 * path; downloaded only by those who may read the request.
 */

const UPLOAD_LIMIT = 64 * 1024;
let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session; // applicant
let zhangwei: Session; // first approver
let wangfang: Session; // second approver
let outsider: Session;

const PNG = bandedPng(40, 30, ['1f6feb', 'f0a020']);
const PDF = textPdf(['Quote', 'Total 12,000']);

beforeAll(async () => {
  backend = await createTestBackend({ uploadMaxBytes: UPLOAD_LIMIT });
  wf = workflowClient(backend);
  [admin, lina, zhangwei, wangfang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang')]);
  const added = await wf.post(admin, '/api/app/base/app/sys/user/add', { username: 'sunqi', realname: '孙琦', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' });
  expect(added.body.code).toBe(0);
  outsider = await loginAs(backend, 'sunqi', 'Welcome2026');
  await wf.deploy(admin, chain('attach_chain', [
    { id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey }, properties: { allowReturn: 'initiator' } },
    { id: 'finance', name: '财务审批', attrs: { assignee: wangfang.userKey } },
  ]));
});
afterAll(async () => {
  await backend?.database.close();
});

function form(bytes: Uint8Array | string, name: string, taskId: string): FormData {
  const body = new FormData();
  body.append('file', new File([bytes as BlobPart], name));
  body.append('taskId', taskId);
  return body;
}
const upload = (who: Session, taskId: string, bytes: Uint8Array | string = PNG, name = '现场照片.png') =>
  call<CommentAttachment>(backend, 'POST', paths.commentAttachmentUpload, { token: who.token, body: form(bytes, name, taskId) });
const download = (who: Session, instanceId: string, fileKey: string) => call(backend, 'GET', paths.commentAttachment, { token: who.token, query: { instanceId, fileKey } });
const history = (who: Session, id: string) => wf.get<{ action: string; user_key: string | null; attachments: CommentAttachment[] | null }[]>(who, paths.comments(id));
const pathOf = (who: Session, id: string) => wf.get<InstancePath>(who, paths.instancePath(id));

async function started(title: string) {
  const answer = await wf.start(lina, 'attach_chain', { title });
  expect(answer.body.code, answer.body.msg).toBe(0);
  return { instanceKey: answer.body.data!.instance_key, taskKey: answer.body.data!.tasks[0]!.task_key };
}

describe('attachments of an approval comment', () => {
  it('are uploaded by the holder, kept by the approval, shown in the path and history and downloaded by readers only', async () => {
    const { instanceKey, taskKey } = await started('采购投影仪');
    const photo = await upload(zhangwei, taskKey);
    expect(photo.body.code, photo.body.msg).toBe(0);
    expect(photo.body.data).toMatchObject({ name: '现场照片.png', size: PNG.byteLength, content_type: 'image/png' });
    const quote = (await upload(zhangwei, taskKey, PDF, '报价单.pdf')).body.data!;
    // The file sits in the real store, never served publicly.
    const [row] = await backend.database.db.select().from(sysFile).where(eq(sysFile.file_key, quote.file_key));
    expect(row).toMatchObject({ file_group_key: 'wf-comment', served_publicly: false, create_by: zhangwei.userKey });
    expect(await backend.services.storage.get(row!.storage_name)).toEqual(PDF);

    const approved = await wf.confirm(zhangwei, taskKey, { comment: '同意，报价见附件', attachments: [photo.body.data!.file_key, quote.file_key] });
    expect(approved.body.code, approved.body.msg).toBe(0);

    const lines = (await history(lina, instanceKey)).body.data!;
    expect(lines.find((l) => l.action === 'APPROVE')!.attachments!.map((a) => a.name)).toEqual(['现场照片.png', '报价单.pdf']);
    const step = (await pathOf(lina, instanceKey)).body.data!.steps.find((s) => s.node_id === 'check')!;
    expect(step.approvers[0]).toMatchObject({ key: zhangwei.userKey, status: 'APPROVED', comment: '同意，报价见附件' });
    expect(step.approvers[0]!.attachments!.map((a) => a.file_key)).toEqual([photo.body.data!.file_key, quote.file_key]);

    // Readers: the applicant, the next approver; the file comes back as it went in, as a download.
    for (const reader of [lina, wangfang]) {
      const got = await download(reader, instanceKey, quote.file_key);
      expect(got.status).toBe(200);
      expect(new Uint8Array(await got.response.arrayBuffer())).toEqual(PDF);
      expect(got.response.headers.get('content-disposition')).toMatch(/^attachment;.*filename\*=UTF-8''%E6%8A%A5%E4%BB%B7%E5%8D%95\.pdf/);
      expect(got.response.headers.get('cache-control')).toBe('private, no-store');
    }
    // Someone the request never reached may not; a file no comment holds is not there at all.
    const refused = await download(outsider, instanceKey, quote.file_key);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('您无权查看该申请，不能下载其附件');
    expect((await download(lina, instanceKey, 'no-such-file')).status).toBe(404);
    // A file of another request is not served through this one, even to someone who reads both.
    const other = await started('另一申请');
    expect((await download(lina, other.instanceKey, quote.file_key)).status).toBe(404);
    // A kept file is kept: it left the uploaded group and stays in the store.
    expect((await backend.database.db.select().from(sysFile).where(eq(sysFile.file_key, quote.file_key)))[0]!.file_group_key).toBe('wf-comment-kept');
  });

  it('go with a rejection, a return and a hand-over too', async () => {
    const first = await started('出差申请');
    const note = (await upload(zhangwei, first.taskKey, '行程有误，请修改', '说明.txt')).body.data!;
    expect((await wf.reject(zhangwei, first.taskKey, { comment: '行程有误', rejectTo: 'initiator', attachments: [note.file_key] })).body.code).toBe(0);
    expect((await history(lina, first.instanceKey)).body.data!.find((l) => l.action === 'RETURN')!.attachments).toEqual([note]);

    const second = await started('办公用品');
    const memo = (await upload(zhangwei, second.taskKey, PDF, '交接说明.pdf')).body.data!;
    expect((await wf.post(zhangwei, paths.turn, { taskId: second.taskKey, employeeKey: zhangwei.userKey, turnToEemployeeKey: admin.userKey, message: '请代为处理', attachments: [memo.file_key] })).body.code).toBe(0);
    expect((await history(lina, second.instanceKey)).body.data!.find((l) => l.action === 'TURN')!.attachments).toEqual([memo]);
    const reason = (await upload(admin, second.taskKey, PNG, '库存截图.png')).body.data!;
    expect((await wf.reject(admin, second.taskKey, { comment: '库存充足', attachments: [reason.file_key] })).body.code).toBe(0);
    const rejected = (await pathOf(lina, second.instanceKey)).body.data!.steps.find((s) => s.node_id === 'check')!;
    expect(rejected.approvers[0]!.attachments).toEqual([reason]);
  });

  it('go with a delegation and its hand-back, each uploaded by whoever holds the task then', async () => {
    const { instanceKey, taskKey } = await started('培训费用');
    const brief = (await upload(zhangwei, taskKey, PDF, '培训方案.pdf')).body.data!;
    const delegated = await wf.post(zhangwei, paths.delegate, { taskId: taskKey, delegateTo: wangfang.userKey, comment: '请核对培训预算', attachments: [brief.file_key] });
    expect(delegated.body.code, delegated.body.msg).toBe(0);
    // Out with the delegate: the holder no longer uploads for it, the delegate does.
    expect((await upload(zhangwei, taskKey)).body.code).toBe(403);
    const check = (await upload(wangfang, taskKey, '预算核对无误', '核对结果.txt')).body.data!;
    expect((await wf.post(wangfang, paths.resolve, { taskId: taskKey, comment: '预算无误', attachments: [check.file_key] })).body.code).toBe(0);
    const lines = (await history(lina, instanceKey)).body.data!;
    expect(lines.filter((l) => l.attachments).map((l) => [l.action, l.user_key, l.attachments!.map((a) => a.name)])).toEqual([
      ['DELEGATE', zhangwei.userKey, ['培训方案.pdf']],
      ['RESOLVE', wangfang.userKey, ['核对结果.txt']],
    ]);
    expect((await download(lina, instanceKey, brief.file_key)).status).toBe(200);
  });

  it('are refused with a clear message: too many, another’s file, a file used already, a bad type, a task not yours', async () => {
    const { instanceKey, taskKey } = await started('办公桌椅');
    const keys = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];
    const tooMany = await wf.confirm(zhangwei, taskKey, { attachments: keys });
    expect(tooMany.body.code).toBe(400);
    expect(tooMany.body.msg).toBe('每条审批意见最多上传 5 个附件');

    // Not the holder: nothing is stored.
    const notYours = await upload(wangfang, taskKey);
    expect(notYours.body.code).toBe(403);
    const badType = await upload(zhangwei, taskKey, 'MZ\u0000\u0001binary', 'tool.exe');
    expect(badType.body.code).toBe(415);
    expect(badType.body.msg).toBe('不支持的文件类型，仅可上传图片、PDF、Office 文档、ZIP 压缩包和文本文件');
    const tooLarge = await upload(zhangwei, taskKey, new Uint8Array(UPLOAD_LIMIT + 1), 'big.png');
    expect(tooLarge.body.code).toBe(413);

    // A file someone else uploaded cannot be named.
    const other = await started('会议室预定');
    const byZhang = (await upload(zhangwei, other.taskKey)).body.data!;
    const mine = (await upload(zhangwei, taskKey)).body.data!;
    const foreign = await wf.confirm(zhangwei, taskKey, { attachments: [mine.file_key, 'not-uploaded'] });
    expect(foreign.body.code).toBe(400);
    expect(foreign.body.msg).toBe('附件不存在或不是您为该任务上传的，请重新上传');
    // Nothing was applied: the task still waits.
    expect((await history(lina, instanceKey)).body.data!.map((l) => l.action)).toEqual(['START']);

    const ok = await wf.confirm(zhangwei, taskKey, { attachments: [mine.file_key] });
    expect(ok.body.code, ok.body.msg).toBe(0);
    const next = ok.body.data!.tasks[0]!.task_key;
    const again = await wf.confirm(wangfang, next, { attachments: [byZhang.file_key] });
    expect(again.body.code).toBe(400);
    expect(again.body.msg).toBe('附件不存在或不是您为该任务上传的，请重新上传');
    const reused = (await upload(wangfang, next)).body.data!;
    expect((await wf.confirm(wangfang, next, { attachments: [reused.file_key] })).body.code).toBe(0);
    // The approver's own file from the first step cannot serve a second comment.
    const later = await started('打印纸');
    const twice = await wf.confirm(zhangwei, later.taskKey, { attachments: [mine.file_key] });
    expect(twice.body.code).toBe(400);
    expect(twice.body.msg).toBe('附件“现场照片.png”已用于其他审批意见，请重新上传');
  });
});
