import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysFile, wfTask } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { bandedPng, textPdf } from '@/lib/backend/seed/demo-files';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { BatchResult } from '@/lib/contract/workflow-answers';
import type { InstancePath } from '@/lib/contract/workflow-path';
import { printPaths } from '@/lib/contract/workflow-print';
import { call, createTestBackend, loginAs } from '../support/backend';
import { pdfText } from '../support/pdf-text';
import { zeroPng } from '../support/zero-png';
import { chain, workflowClient, type Session } from '../support/workflow';

/**
 * Handwritten signatures on approvals (uploaded as a checked PNG, kept by the history line, shown in
 * the path to readers) and batch decisions from awaiting my approval (each task on its own).
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session; // applicant
let zhangwei: Session; // approver
let wangfang: Session; // another approver

const SIGNATURE_WIDTH = 60;
const SIGNATURE_HEIGHT = 20;
const SIGNATURE = bandedPng(SIGNATURE_WIDTH, SIGNATURE_HEIGHT, ['111111', 'ffffff']);
/** 8000 × 8000 transparent pixels: 256 MB decoded, about 250 KB as sent (under the 512 KB a signature may be). */
let BOMB: Uint8Array;

beforeAll(async () => {
  BOMB = await zeroPng(8000, 8000);
  backend = await createTestBackend({ uploadMaxBytes: 1024 * 1024 });
  wf = workflowClient(backend);
  [admin, lina, zhangwei, wangfang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang')]);
  await wf.deploy(admin, chain('signed_step', [{ id: 'seal', name: '用印审批', attrs: { assignee: zhangwei.userKey }, properties: { signatureRequired: 'true' } }]));
  await wf.deploy(admin, chain('plain_step', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]));
  await wf.deploy(admin, chain('shared_step', [{ id: 'check', name: '共同审批', attrs: { candidateUsers: `${zhangwei.userKey},${wangfang.userKey}` } }]));
  await wf.deploy(admin, chain('other_step', [{ id: 'check', name: '财务审批', attrs: { assignee: wangfang.userKey } }]));
});
afterAll(async () => {
  await backend?.database.close();
});

function form(bytes: Uint8Array, name: string, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  body.append('file', new File([bytes as BlobPart], name));
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
}
const uploadSignature = (who: Session, taskId: string, bytes: Uint8Array = SIGNATURE, name = 'signature.png') =>
  call<{ file_key: string }>(backend, 'POST', paths.signatureUpload, { token: who.token, body: form(bytes, name, { taskId }) });
const batch = (who: Session, body: Record<string, unknown>) => wf.post<BatchResult>(who, paths.batchDecide, body);

async function started(processKey: string, title: string) {
  const answer = await wf.start(lina, processKey, { title });
  expect(answer.body.code, answer.body.msg).toBe(0);
  return { instanceKey: answer.body.data!.instance_key, taskKey: answer.body.data!.tasks[0]!.task_key };
}

describe('a handwritten signature', () => {
  it('is required to approve a signing step, kept on the history line and shown in the path to readers', async () => {
    const { instanceKey, taskKey } = await started('signed_step', '合同用印');
    const detail = await wf.post<{ task: { signature_required: boolean } }>(zhangwei, paths.formFields, { taskId: taskKey });
    expect(detail.body.data!.task.signature_required).toBe(true);

    const unsigned = await wf.confirm(zhangwei, taskKey, { comment: '同意' });
    expect(unsigned.body.code).toBe(400);
    expect(unsigned.body.msg).toBe('该步骤须手写签名：请在签名板上签名后再同意任务“用印审批”');

    const notImage = await uploadSignature(zhangwei, taskKey, textPdf(['not a drawing']), 'signature.pdf');
    expect(notImage.body.code).toBe(415);
    expect(notImage.body.msg).toBe('签名必须是 PNG 图片');
    // Someone who does not hold the task cannot upload one for it.
    expect((await uploadSignature(wangfang, taskKey)).body.code).toBe(403);

    const signed = await uploadSignature(zhangwei, taskKey);
    expect(signed.body.code, signed.body.msg).toBe(0);
    const fileKey = signed.body.data!.file_key;
    // A signature uploaded by someone else is not one the approver may name.
    expect((await wf.confirm(zhangwei, taskKey, { signature: 'not-a-file-key' })).body.msg).toBe('签名不存在或不是您为该任务上传的，请重新签名');
    const approved = await wf.confirm(zhangwei, taskKey, { comment: '同意用印', signature: fileKey });
    expect(approved.body.code, approved.body.msg).toBe(0);
    expect(approved.body.data!.status).toBe('APPROVED');

    const [row] = await backend.database.db.select().from(sysFile).where(eq(sysFile.file_key, fileKey));
    expect(row).toMatchObject({ file_group_key: 'wf-signature-kept', served_publicly: false, content_type: 'image/png' });
    const lines = (await wf.get<{ action: string; signature: string | null }[]>(lina, paths.comments(instanceKey))).body.data!;
    expect(lines.find((l) => l.action === 'APPROVE')!.signature).toBe(fileKey);
    const path = (await wf.get<InstancePath>(lina, paths.instancePath(instanceKey))).body.data!;
    expect(path.steps.flatMap((s) => s.approvers).find((a) => a.key === zhangwei.userKey)!.signature).toBe(fileKey);

    // The printed copy draws it beside the decision: the PDF holds an image of the signature's size.
    const printed = await call(backend, 'POST', printPaths.print, { token: lina.token, json: { id: instanceKey } });
    expect(printed.status).toBe(200);
    const pdf = join(mkdtempSync(join(tmpdir(), 'signed-print-')), 'signed.pdf');
    writeFileSync(pdf, new Uint8Array(await printed.response.arrayBuffer()));
    expect(execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' })).toMatch(new RegExp(`\\s${SIGNATURE_WIDTH}\\s+${SIGNATURE_HEIGHT}\\s`));

    const image = await call(backend, 'GET', paths.commentAttachment, { token: lina.token, query: { instanceId: instanceKey, fileKey, preview: '1' } });
    expect(image.status).toBe(200);
    expect(image.response.headers.get('content-type')).toBe('image/png');
    const stranger = await call(backend, 'GET', paths.commentAttachment, { token: wangfang.token, query: { instanceId: instanceKey, fileKey } });
    expect(stranger.status).toBe(403);
  });

  it('is kept as a default, served to its owner only, and cleared', async () => {
    const saved = await call<{ file_key: string }>(backend, 'POST', paths.defaultSignature, { token: zhangwei.token, body: form(SIGNATURE, 'default.png') });
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect((await wf.get<{ file_key: string | null }>(zhangwei, paths.defaultSignature)).body.data!.file_key).toBe(saved.body.data!.file_key);
    expect((await wf.get<{ file_key: string | null }>(wangfang, paths.defaultSignature)).body.data!.file_key).toBeNull();
    const image = await call(backend, 'GET', paths.defaultSignatureImage, { token: zhangwei.token });
    expect(image.status).toBe(200);
    expect((await call(backend, 'GET', paths.defaultSignatureImage, { token: wangfang.token })).body.code).toBe(404);
    const refused = await call(backend, 'POST', paths.defaultSignature, { token: zhangwei.token, body: form(textPdf(['x']), 'default.pdf') });
    expect(refused.body.msg).toBe('签名必须是 PNG 图片');
    expect((await call(backend, 'DELETE', paths.defaultSignature, { token: zhangwei.token })).body.code).toBe(0);
    expect((await wf.get<{ file_key: string | null }>(zhangwei, paths.defaultSignature)).body.data!.file_key).toBeNull();
  });
});

describe('the size of a signature’s picture', () => {
  const writePdf = async (response: Response) => {
    const file = join(mkdtempSync(join(tmpdir(), 'signature-size-')), 'copy.pdf');
    writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
    return file;
  };
  const storedBytes = async (fileKey: string) => {
    const [row] = await backend.database.db.select({ storage_name: sysFile.storage_name, size: sysFile.size }).from(sysFile).where(eq(sysFile.file_key, fileKey));
    return { size: row!.size, bytes: (await backend.services.storage.get(row!.storage_name))! };
  };
  const signaturesOf = async (who: Session) => {
    const [row] = await backend.database.db.select({ n: count() }).from(sysFile).where(and(eq(sysFile.create_by, who.userKey), eq(sysFile.original_name, 'bomb.png')));
    return Number(row!.n);
  };

  it('refuses a picture claiming more pixels than a pad draws, at upload and as a default, before keeping anything', async () => {
    expect(BOMB.byteLength).toBeLessThan(512 * 1024);
    const { taskKey } = await started('signed_step', '大图签名');
    const refused = await uploadSignature(zhangwei, taskKey, BOMB, 'bomb.png');
    expect(refused.body).toEqual({ code: 413, msg: '图片尺寸过大（最大 4000×2000 像素）', data: null });
    const english = await call(backend, 'POST', paths.signatureUpload, { token: zhangwei.token, body: form(BOMB, 'bomb.png', { taskId: taskKey }), headers: { 'accept-language': 'en-US' } });
    expect(english.body.msg).toBe('The image is too large (at most 4000×2000 pixels)');
    const asDefault = await call(backend, 'POST', paths.defaultSignature, { token: zhangwei.token, body: form(BOMB, 'bomb.png') });
    expect(asDefault.body).toEqual({ code: 413, msg: '图片尺寸过大（最大 4000×2000 像素）', data: null });
    expect(await signaturesOf(zhangwei)).toBe(0);
    expect((await wf.get<{ file_key: string | null }>(zhangwei, paths.defaultSignature)).body.data!.file_key).toBeNull();
    // A drawing of a pad's size is still taken.
    expect((await uploadSignature(zhangwei, taskKey)).body.code).toBe(0);
  });

  it('keeps a drawing larger than it is shown shrunk to 1200 × 600 at most, its proportions kept', async () => {
    const { taskKey } = await started('signed_step', '高分屏签名');
    const drawn = bandedPng(2400, 800, ['1f1f1f', 'ffffff']);
    const signed = await uploadSignature(zhangwei, taskKey, drawn);
    expect(signed.body.code, signed.body.msg).toBe(0);
    const kept = await storedBytes(signed.body.data!.file_key);
    const picture = PNG.sync.read(Buffer.from(kept.bytes));
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 1200, height: 400 });
    expect(kept.size).toBe(kept.bytes.byteLength);
    const saved = await call<{ file_key: string }>(backend, 'POST', paths.defaultSignature, { token: wangfang.token, body: form(drawn, 'default.png') });
    const keptDefault = PNG.sync.read(Buffer.from((await storedBytes(saved.body.data!.file_key)).bytes));
    expect({ width: keptDefault.width, height: keptDefault.height }).toEqual({ width: 1200, height: 400 });
    // One the size of a pad on an ordinary screen is kept byte for byte.
    const plain = await uploadSignature(zhangwei, taskKey);
    expect((await storedBytes(plain.body.data!.file_key)).bytes).toEqual(SIGNATURE);
  });

  it('prints a request whose stored signature claims too many pixels without decoding it, saying it was left out', async () => {
    const { instanceKey, taskKey } = await started('signed_step', '旧签名打印');
    const signed = await uploadSignature(zhangwei, taskKey);
    expect((await wf.confirm(zhangwei, taskKey, { comment: '同意', signature: signed.body.data!.file_key })).body.code).toBe(0);
    // As a signature kept before there was a limit: the same file now holds the 8000 × 8000 picture.
    const [row] = await backend.database.db.select({ storage_name: sysFile.storage_name }).from(sysFile).where(eq(sysFile.file_key, signed.body.data!.file_key));
    await backend.services.storage.put(row!.storage_name, BOMB);

    const printed = await call(backend, 'POST', printPaths.print, { token: lina.token, json: { id: instanceKey } });
    expect(printed.status).toBe(200);
    const pdf = await writePdf(printed.response);
    expect(execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' })).not.toMatch(/\s8000\s+8000\s/);
    // The signature's narrow cell wraps the words.
    expect(pdfText(readFileSync(pdf)).replace(/\n/g, '')).toContain('签名图片过大，未打印');
  });
});

describe('a batch decision', () => {
  it('decides each task on its own and answers each outcome; the refused ones stay as they were', async () => {
    const first = await started('plain_step', '采购打印机');
    const shared = await started('shared_step', '团建预算');
    const others = await started('other_step', '报销差旅');
    const signed = await started('signed_step', '公章外借');
    const last = await started('plain_step', '采购显示器');
    // A colleague decides the shared task first.
    expect((await wf.confirm(wangfang, shared.taskKey)).body.code).toBe(0);

    // The list says which tasks a batch cannot decide.
    const rows = (await wf.pending(zhangwei, { pageSize: 30 })).body.data!.records as (Record<string, unknown> & { task_key: string })[];
    expect(rows.find((r) => r.task_key === signed.taskKey)!.batch_needs).toEqual(['signature']);
    expect(rows.find((r) => r.task_key === first.taskKey)!.batch_needs).toEqual([]);

    const answer = await batch(zhangwei, { taskIds: [first.taskKey, shared.taskKey, others.taskKey, signed.taskKey, last.taskKey], decision: 'approve', comment: '同意' });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const byTask = new Map(answer.body.data!.map((r) => [r.task_key, r]));
    expect(byTask.get(first.taskKey)).toEqual({ task_key: first.taskKey, ok: true, message: null });
    expect(byTask.get(last.taskKey)!.ok).toBe(true);
    expect(byTask.get(shared.taskKey)!.ok).toBe(false);
    // Taken by the colleague's decision, the task is no longer offered to the caller.
    expect(byTask.get(shared.taskKey)!.message).toBe('这不是您的待办任务');
    expect(byTask.get(others.taskKey)!.ok).toBe(false);
    expect(byTask.get(others.taskKey)!.message).toBe('这不是您的待办任务');
    expect(byTask.get(signed.taskKey)).toEqual({ task_key: signed.taskKey, ok: false, message: '任务“用印审批”须手写签名，不能批量通过' });

    const status = async (taskKey: string) => (await backend.database.db.select({ status: wfTask.status, comment: wfTask.comment }).from(wfTask).where(eq(wfTask.task_key, taskKey)))[0];
    expect(await status(first.taskKey)).toEqual({ status: 'APPROVED', comment: '同意' });
    expect(await status(last.taskKey)).toEqual({ status: 'APPROVED', comment: '同意' });
    expect((await status(others.taskKey))!.status).toBe('PENDING');
    expect((await status(signed.taskKey))!.status).toBe('PENDING');
  });

  it('rejects with one comment, and refuses an empty or oversized batch', async () => {
    const one = await started('plain_step', '采购椅子');
    const signed = await started('signed_step', '合同章使用');
    const answer = await batch(zhangwei, { taskIds: [one.taskKey, signed.taskKey], decision: 'reject', comment: '预算不足' });
    // A signature is asked for approvals only: a rejection needs none.
    expect(answer.body.data!.every((r) => r.ok)).toBe(true);
    const empty = await batch(zhangwei, { taskIds: [], decision: 'approve' });
    expect(empty.body.code).toBe(400);
    expect(empty.body.msg).toBe('请至少选择一个任务');
    const many = await batch(zhangwei, { taskIds: Array.from({ length: 101 }, (_, i) => `task${i}`), decision: 'approve' });
    expect(many.body.msg).toBe('一次最多批量处理 100 个任务');
  });
});
