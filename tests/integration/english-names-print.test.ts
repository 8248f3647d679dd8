import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import type { BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { printPaths } from '@/lib/contract/workflow-print';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { call, createTestBackend, loginAs } from '../support/backend';
import { pdfText } from '../support/pdf-text';
import { chain, workflowClient, type Answer, type Session } from '../support/workflow';

/**
 * A printed request speaks the language of whoever prints it (the reader's locale, as every call):
 * for an English reader the process, its steps, the form's controls, options and the duration's
 * days, a BPMN field's label and the applicant's department by their English names; for a Chinese
 * reader the copy is as it was, with none of them. (pdftotext drops spaces: texts are compared
 * without them.)
 */
let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session;

const english = { 'accept-language': 'en-US' };
const squeezed = (text: string) => text.replace(/\s+/g, '');

async function printed(who: Session, id: string, headers: Record<string, string> = {}) {
  const got = await call(backend, 'POST', printPaths.print, { token: who.token, json: { id }, headers });
  expect(got.status).toBe(200);
  return { text: pdfText(new Uint8Array(await got.response.arrayBuffer())), disposition: decodeURIComponent(got.response.headers.get('content-disposition') ?? '') };
}

/** A straight process whose start form declares a BPMN field with an English label. */
function withEnglishField(): BuildProcess {
  const model = chain('print_english_field', [{ id: 'check', name: '主管审批', attrs: { assignee: 'usr-leader' }, properties: { nameEn: 'Manager check' } }]);
  model.nodes[0]!.form = [{ id: 'purpose', label: '用途', labelEn: 'Purpose', type: 'string', required: true }, { id: 'place', label: '地点', type: 'string' }];
  return model;
}

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei')]);
  await wf.deploy(admin, withEnglishField());
});
afterAll(async () => backend?.database.close());

describe('a printed designed request', () => {
  let id: string;
  beforeAll(async () => {
    const started = await call<Answer>(backend, 'POST', paths.startProcess, {
      token: lina.token,
      json: { processDefinitionKey: 'leave_request', formData: { leaveType: 'annual', reason: 'Family matters', leave: { start: '2026-12-07', end: '2026-12-08' } } },
    });
    expect(started.body.code, started.body.msg).toBe(0);
    id = started.body.data!.instance_key;
  });

  it('names the process, its steps, controls, options, days and department in English for an English reader', async () => {
    const { text, disposition } = await printed(lina, id, english);
    // The title is the one the form's template made in the business language: data, as entered.
    expect(text).toMatch(/^Leaverequest\s+Title\s+李娜的年假：Familymatters/);
    expect(text).toMatch(/Leavetype\s+Annualleave\s+Leaveperiod\s+2026-12-07~2026-12-08\(2days\)\s+Reason\s+Familymatters/);
    expect(text).toMatch(/Department\s+EastChinasales/);
    // A long step's name wraps in its cell.
    expect(text).toMatch(/Linemanager\s+张伟\s+Waiting/);
    for (const chinese of ['请假类型', '请假时间', '直属领导审批', '华东销售组', '天）']) expect(text).not.toContain(chinese);
    expect(disposition).toContain('Leave request-');
  });

  it('is printed as before for a Chinese reader', async () => {
    const { text, disposition } = await printed(lina, id);
    for (const expected of ['请假', '请假类型', '年假', '请假时间', '2026-12-07~2026-12-08（2天）', '请假事由', '直属领导审批', '华东销售组']) expect(text).toContain(expected);
    for (const english of ['Leave', 'Annual', 'manager', 'East China']) expect(text).not.toContain(squeezed(english));
    expect(disposition).toContain('请假-');
  });

  it('names a decided step in English on the path', async () => {
    const [task] = (await wf.pending(zhangwei, { processDefinitionKey: 'leave_request' })).body.data!.records.filter((r) => r.instance_key === id);
    expect((await wf.confirm(zhangwei, task!.task_key, { comment: 'OK' })).body.code).toBe(0);
    const { text } = await printed(zhangwei, id, english);
    expect(text).toMatch(/Linemanager\s+张伟\s+Approved/);
    expect(text).not.toContain('直属领导审批');
  });
});

describe('a printed BPMN request', () => {
  it('labels a field by its English label and names the waiting step in English for an English reader', async () => {
    const started = await wf.start(lina, 'print_english_field', { formData: { purpose: '拜访客户', place: '上海' } });
    expect(started.body.code, started.body.msg).toBe(0);
    const { text } = await printed(lina, started.body.data!.instance_key, english);
    expect(text).toContain('Purpose');
    expect(text).toContain('地点');
    expect(text).toContain('Managercheck');
    expect(text).not.toContain('用途');
    const chinese = (await printed(lina, started.body.data!.instance_key)).text;
    expect(chinese).toContain('用途');
    expect(chinese).toContain('主管审批');
    expect(chinese).not.toContain('Purpose');
  });
});
