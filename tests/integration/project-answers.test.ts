import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { textPdf } from '@/lib/backend/seed/demo-files';
import { childCountsSchema } from '@/lib/contract/child-counts';
import { actionCountSchema, entityRecordSchema } from '@/lib/contract/entity-answers';
import { projectCodeSchema, projectDetailsSchema, projectMembersSchema, projectOverviewSchema } from '@/lib/contract/project';
import { projectDocumentPaths, projectPaths, projectReportPath } from '@/lib/contract/project-paths';
import { projectEntity } from '@/lib/entities/project';
import { projectReportSchema } from '@/lib/contract/project-report';
import { checkedRecordSchema, recordApprovalAnswerSchema, submittedRecordSchema } from '@/lib/contract/record-approval-answers';
import { checkedCall } from '../support/answers';
import { createTestBackend, loginAs } from '../support/backend';

/**
 * The project workspace's own calls answer what their contract says (lib/contract/project.ts):
 * a project saved with a generated code, then its people and its overview, each parsed strictly.
 */

type Session = { token: string; userKey: string };

const projectPayload = () => ({
  project_name: '浦江信托资产报告自动化',
  project_city: '上海',
  project_start_time: '2026-06-01 09:00:00',
  project_end_time: '2026-12-31 18:00:00',
  initial_budget: 300000,
  customer_key: 'cus-demo-01',
  customer_department_key: 'cdp-demo-02',
  customer_product_key: 'prd-demo-01',
  customer_contacts_key: 'con-demo-01',
  core_objectives: '报告自动生成',
  project_mgr_key: lina.userKey,
  project_participants: [{ employee_key: wang.userKey, employee_name: '王芳' }],
  medium_vos: [],
  process_members_dtos: [],
  emp_key: lina.userKey,
});

let backend: Backend;
let lina: Session;
let wang: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  [lina, wang] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang')]);
});
afterAll(async () => {
  await backend?.database.close();
});

describe('the project workspace answers as its contract says', () => {
  it('code generation, save, participants and the overview', async () => {
    const { code } = await checkedCall(backend, projectCodeSchema, 'GET', projectPaths.generateCode, { token: lina.token, query: { city: '上海', projectName: '资产报告' } });
    const project = await checkedCall(backend, entityRecordSchema, 'POST', projectPaths.save, {
      token: lina.token,
      json: {
        ...projectPayload(),
        project_code: code,
      },
    });
    const projectKey = String(project.project_key);
    const members = await checkedCall(backend, projectMembersSchema, 'GET', projectPaths.participants, { token: lina.token, query: { projectKey } });
    expect(members.map((m) => [m.user_key, m.roles])).toEqual([[lina.userKey, ['manager']], [wang.userKey, ['participant']]]);
    const overview = await checkedCall(backend, projectOverviewSchema, 'GET', projectPaths.overview, { token: lina.token, query: { projectKey } });
    expect(overview.figures.budget.planned).toBe(300000);
    expect(overview.activity.map((a) => a.action)).toEqual(['create']);
  });

  it('details, child counts, the report, a document upload, and the approval from submit to check and a status change', async () => {
    const generated = async (name: string) => (await checkedCall(backend, projectCodeSchema, 'GET', projectPaths.generateCode, { token: lina.token, query: { city: '上海', projectName: name } })).code;
    const project = await checkedCall(backend, entityRecordSchema, 'POST', projectPaths.save, { token: lina.token, json: { ...projectPayload(), project_code: await generated('详情'), project_name: '详情与审批' } });
    const projectKey = String(project.project_key);
    const details = await checkedCall(backend, projectDetailsSchema, 'GET', projectPaths.details, { token: lina.token, query: { projectKey } });
    expect(details).toMatchObject({ project_key: projectKey, can_edit: true, project_mgr_name: expect.any(String), project_participants: [{ employee_key: wang.userKey, employee_name: '王芳' }] });
    expect((await checkedCall(backend, childCountsSchema, 'GET', `${projectEntity.apiBase}/childCounts/${projectKey}`, { token: lina.token })).counts).toBeDefined();
    const report = await checkedCall(backend, projectReportSchema, 'GET', projectReportPath, { token: lina.token, query: { projectKey, from: '2026-06-01', to: '2026-06-30' } });
    expect(report.burnDown.days).toHaveLength(30);

    const folder = await checkedCall(backend, entityRecordSchema, 'POST', `${projectDocumentPaths.folders}/addOrUpdate`, { token: lina.token, json: { project_key: projectKey, folder_name: '方案', parent_folder_key: null } });
    const form = new FormData();
    form.append('file', new File([textPdf(['Plan']) as BlobPart], 'plan.pdf'));
    form.append('folderKey', String(folder.folder_key));
    const document = await checkedCall(backend, entityRecordSchema, 'POST', projectDocumentPaths.upload, { token: lina.token, body: form });
    expect(document).toMatchObject({ file_name: 'plan.pdf', version_no: 1 });
    expect(await checkedCall(backend, childCountsSchema, 'GET', `${projectDocumentPaths.documents}/childCounts/${String(document.document_key)}`, { token: lina.token })).toMatchObject({ counts: expect.any(Object) });
    expect(await checkedCall(backend, childCountsSchema, 'GET', '/api/eis/restful/dictionary/childCounts/dict-project_status', { token: (await loginAs(backend, 'admin')).token })).toMatchObject({ counts: expect.any(Object) });

    const base = projectEntity.apiBase;
    expect(await checkedCall(backend, recordApprovalAnswerSchema, 'GET', `${base}/approval/${projectKey}`, { token: lina.token })).toBeNull();
    expect(await checkedCall(backend, submittedRecordSchema, 'POST', `${base}/submit`, { token: lina.token, json: { id: projectKey } })).toMatchObject({ status: 'PROGRESS', instance_key: expect.any(String) });
    const approval = await checkedCall(backend, recordApprovalAnswerSchema, 'GET', `${base}/approval/${projectKey}`, { token: wang.token });
    expect(approval).toMatchObject({ status: 'RUNNING', task_key: expect.any(String) });
    const checked = await checkedCall(backend, checkedRecordSchema, 'POST', `${base}/check`, { token: wang.token, json: { id: projectKey, result: 'approve', comment: '同意' } });
    expect(checked).toMatchObject({ status: 'ONGOING', process_status: 'APPROVED' });
    expect(await checkedCall(backend, actionCountSchema, 'POST', projectPaths.updateStatus, { token: lina.token, query: { projectKey, status: 'FINISHED' } })).toMatchObject({ count: 1 });

    const submitted = await checkedCall(backend, submittedRecordSchema, 'POST', projectPaths.saveApproved, { token: lina.token, json: { ...projectPayload(), project_code: await generated('立项'), project_name: '保存并提交' } });
    expect(submitted).toMatchObject({ status: 'PROGRESS', instance_key: expect.any(String) });
  });
});
