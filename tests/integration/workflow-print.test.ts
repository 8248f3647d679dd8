import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfPrint } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import type { BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { DEMO_PRINT_CODE } from '@/lib/backend/seed/demo-workflow-print';
import { printedCopySchema, printPaths, verifyAnswerSchema, type PrintedCopy, type VerifyAnswer } from '@/lib/contract/workflow-print';
import { call, createTestBackend, loginAs } from '../support/backend';
import { pdfText } from '../support/pdf-text';
import { chain, workflowClient, type Session } from '../support/workflow';

/**
 * Printing a request: a reader gets the PDF (what pdftotext reads back shows the process, the
 * people and the form as the screens show it), a stranger is refused, each copy is recorded, and
 * the public check says issued for the same bytes only.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session; // applicant
let zhangwei: Session; // approver
let outsider: Session;


function withForm(model: BuildProcess, name: string): BuildProcess {
  const start = model.nodes.find((n) => n.type === 'startEvent')!;
  start.form = [
    { id: 'purpose', label: '用途', type: 'string', required: true },
    { id: 'kind', label: '类别', type: 'enum', values: [{ id: 'travel', name: '差旅' }, { id: 'office', name: '办公' }] },
    { id: 'day', label: '日期', type: 'date' },
  ];
  return { ...model, name };
}

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei')]);
  const added = await wf.post(admin, '/api/app/base/app/sys/user/add', { username: 'zhouyu', realname: '周宇', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' });
  expect(added.body.code).toBe(0);
  outsider = await loginAs(backend, 'zhouyu', 'Welcome2026');
  await wf.deploy(admin, withForm(chain('print_chain', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]), '报销打印测试'));
  await wf.deploy(admin, withForm(chain('print_nopath', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }], { printLayout: 'noPath' }), '无路径打印测试'));
});
afterAll(async () => {
  await backend?.database.close();
});

const printAs = (who: Session, id: string) => call(backend, 'POST', printPaths.print, { token: who.token, json: { id } });
const verifyBytes = (bytes: Uint8Array, code: string, name = 'copy.pdf') => {
  const body = new FormData();
  body.append('file', new File([bytes as BlobPart], name));
  body.append('code', code);
  return call<VerifyAnswer>(backend, 'POST', printPaths.verifyFile, { body });
};

async function approvedRequest(process: string) {
  const started = await wf.start(lina, process, { title: '华东客户拜访报销', formData: { purpose: '拜访客户', kind: 'travel', day: '2026-11-20' } });
  expect(started.body.code, started.body.msg).toBe(0);
  const taskKey = started.body.data!.tasks[0]!.task_key;
  expect((await wf.confirm(zhangwei, taskKey, { comment: '同意报销' })).body.code).toBe(0);
  return started.body.data!.instance_key;
}

describe('printing a request', () => {
  it('gives a reader an A4 PDF of the header, the form as shown on screen and the path, recorded under its code', async () => {
    const id = await approvedRequest('print_chain');
    const got = await printAs(lina, id);
    expect(got.status).toBe(200);
    expect(got.response.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await got.response.arrayBuffer());
    const code = got.response.headers.get('x-verify-code')!;
    expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTWXY]{9}$/);
    const text = pdfText(pdf);
    for (const expected of ['报销打印测试', '华东客户拜访报销', '李娜', '张伟', '差旅', '2026-11-20', '拜访客户', '审批记录', '通过', '同意报销', '已通过', code, '第1/1页']) {
      expect(text).toContain(expected);
    }
    const [row] = await backend.database.db.select().from(wfPrint).where(eq(wfPrint.code, code));
    expect(row).toMatchObject({ instance_key: id, issued_by: lina.userKey });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);

    // The approver may print too; each print is a copy of its own.
    const second = await printAs(zhangwei, id);
    expect(second.status).toBe(200);
    expect(second.response.headers.get('x-verify-code')).not.toBe(code);
  });

  it('refuses someone the request never reached, and prints nothing for them', async () => {
    const id = await approvedRequest('print_chain');
    const before = (await backend.database.db.select().from(wfPrint).where(eq(wfPrint.instance_key, id))).length;
    const refused = await printAs(outsider, id);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403);
    expect((await backend.database.db.select().from(wfPrint).where(eq(wfPrint.instance_key, id))).length).toBe(before);
    expect((await printAs(lina, 'no-such-request')).status).toBe(404);
  });

  it('shows who holds a request that is still waiting', async () => {
    const started = await wf.start(lina, 'print_chain', { title: '待审报销', formData: { purpose: '培训', kind: 'office' } });
    const got = await printAs(lina, started.body.data!.instance_key);
    const text = pdfText(new Uint8Array(await got.response.arrayBuffer()));
    expect(text).toMatch(/主管审批\s*张伟\s*审批中/);
    expect(text).toContain('办公');
  });

  it('leaves the path out when the model prints without it', async () => {
    const id = await approvedRequest('print_nopath');
    const got = await printAs(lina, id);
    expect(got.status).toBe(200);
    const text = pdfText(new Uint8Array(await got.response.arrayBuffer()));
    expect(text).toContain('无路径打印测试');
    expect(text).toContain('差旅');
    expect(text).not.toContain('审批记录');
    expect(text).not.toContain('同意报销');
  });
});

describe('checking a printed copy', () => {
  it('says issued for the same bytes and not for altered ones, by file or by hash, and nothing else', async () => {
    const id = await approvedRequest('print_chain');
    const got = await printAs(lina, id);
    const pdf = new Uint8Array(await got.response.arrayBuffer());
    const code = got.response.headers.get('x-verify-code')!;

    const same = await verifyBytes(pdf, code);
    expect(same.body.code, same.body.msg).toBe(0);
    expect(verifyAnswerSchema.parse(same.body.data)).toEqual({ issued: true });
    // Lower case and spaces as typed are the same code.
    expect((await verifyBytes(pdf, `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`)).body.data).toEqual({ issued: true });

    const altered = pdf.slice();
    const at = altered.indexOf(0x41, 2000); // some byte inside the content
    altered[at] = 0x42;
    expect((await verifyBytes(altered, code)).body.data).toEqual({ issued: false });

    const [row] = await backend.database.db.select().from(wfPrint).where(eq(wfPrint.code, code));
    const byHash = await call<VerifyAnswer>(backend, 'POST', printPaths.verifyHash, { json: { code, sha256: row!.sha256.toUpperCase() } });
    expect(byHash.body.data).toEqual({ issued: true });
    const wrongHash = await call<VerifyAnswer>(backend, 'POST', printPaths.verifyHash, { json: { code, sha256: '0'.repeat(64) } });
    expect(wrongHash.body.data).toEqual({ issued: false });
  });

  it('tells an unknown code, a malformed code or hash, and a file that is not a PDF apart, in the caller’s language', async () => {
    const id = await approvedRequest('print_chain');
    const pdf = new Uint8Array(await (await printAs(lina, id)).response.arrayBuffer());
    const unknown = await verifyBytes(pdf, 'AAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('验证码不存在，请核对打印件页脚的验证码');
    const malformed = await call(backend, 'POST', printPaths.verifyHash, { json: { code: 'O0O0', sha256: 'abc' } });
    expect(malformed.status).toBe(400);
    const png = await verifyBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]), 'AAAAAAAAA', 'copy.png');
    expect(png.body.code).not.toBe(0);
  });

  it('knows the copy the demo data issued on a fresh start', async () => {
    const [row] = await backend.database.db.select().from(wfPrint).where(eq(wfPrint.code, DEMO_PRINT_CODE));
    expect(row).toMatchObject({ issued_by: lina.userKey });
    const byHash = await call<VerifyAnswer>(backend, 'POST', printPaths.verifyHash, { json: { code: DEMO_PRINT_CODE, sha256: row!.sha256 } });
    expect(byHash.body.data).toEqual({ issued: true });
  });
});

describe('what the page a copy’s QR code opens shows of it', () => {
  const copyOf = (code: string) => call<PrintedCopy>(backend, 'POST', printPaths.copy, { json: { code } });

  it('answers, without a session, exactly the number, title, applicant, current status and print time of the copy under the code', async () => {
    const started = await wf.start(lina, 'print_chain', { title: '华东客户拜访报销', businessKey: 'BX-2026-0042', formData: { purpose: '拜访客户', kind: 'travel', day: '2026-11-20' } });
    expect(started.body.code, started.body.msg).toBe(0);
    const id = started.body.data!.instance_key;
    const got = await printAs(lina, id);
    const code = got.response.headers.get('x-verify-code')!;
    const [row] = await backend.database.db.select().from(wfPrint).where(eq(wfPrint.code, code));

    const waiting = await copyOf(code);
    expect(waiting.status).toBe(200);
    expect(waiting.body.code, waiting.body.msg).toBe(0);
    // The number is the one the approval requests' rule gave it (编号规则), not the business key it was started with.
    const number = (waiting.body.data as { number: string }).number;
    expect(number).toMatch(/^SP-\d{8}-\d{4}$/);
    expect(waiting.body.data).toStrictEqual({ number, title: '华东客户拜访报销', applicant: '李娜', status: 'RUNNING', issue_time: row!.issue_time.toISOString() });
    expect(printedCopySchema.parse(waiting.body.data)).toStrictEqual(waiting.body.data);

    // The status is the request's now: the paper printed while it waited still finds it approved.
    expect((await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key, { comment: '同意报销' })).body.code).toBe(0);
    const decided = await copyOf(` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `);
    expect(decided.body.data).toStrictEqual({ ...waiting.body.data, status: 'APPROVED' });

    // Nothing of the form, the path, the people deciding, the printer or the copy's hash.
    const said = JSON.stringify(decided.body);
    for (const kept of ['拜访客户', 'travel', '差旅', '2026-11-20', '张伟', zhangwei.userKey, '同意报销', lina.userKey, id, row!.sha256, '报销打印测试']) expect(said).not.toContain(kept);
  });

  it('names a request by its number, never by its 32-character key', async () => {
    const id = await approvedRequest('print_chain');
    const code = (await printAs(lina, id)).response.headers.get('x-verify-code')!;
    const copy = (await copyOf(code)).body.data as { number: string; status: string };
    expect(copy).toMatchObject({ number: expect.stringMatching(/^SP-\d{8}-\d{4}$/), status: 'APPROVED' });
    expect(copy.number).not.toBe(id);
  });

  it('answers an unknown or forged code as the checks do, with nothing about any request', async () => {
    const id = await approvedRequest('print_chain');
    const code = (await printAs(lina, id)).response.headers.get('x-verify-code')!;
    // One character changed: a code of the alphabet that was never issued.
    const forged = `${code.slice(0, 8)}${code[8] === 'A' ? 'C' : 'A'}`;
    for (const unknown of [forged, 'AAAAAAAAA']) {
      const answer = await copyOf(unknown);
      expect(answer.status).toBe(404);
      expect(answer.body).toStrictEqual({ code: 404, msg: '验证码不存在，请核对打印件页脚的验证码', data: null });
    }
    for (const malformed of ['O0O0', '', `${code}' OR '1'='1`]) {
      const answer = await copyOf(malformed);
      expect(answer.status).toBe(400);
      expect([null, { field: 'code' }]).toContainEqual(answer.body.data);
      expect(JSON.stringify(answer.body)).not.toContain('华东客户拜访报销');
    }
  });
});

describe('the print layout of a model', () => {
  it('refuses a layout the engine does not know at deploy', async () => {
    const model = chain('print_bad', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }], { printLayout: 'compact' });
    await expect(wf.deploy(admin, model)).rejects.toThrow('deploy refused: 流程的“打印样式”取值 compact 无效');
  });
});
