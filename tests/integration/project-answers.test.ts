import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { entityRecordSchema } from '@/lib/contract/entity-answers';
import { projectCodeSchema, projectMembersSchema, projectOverviewSchema, projectPaths } from '@/lib/contract/project';
import { checkedCall } from '../support/answers';
import { createTestBackend, loginAs } from '../support/backend';

/**
 * The project workspace's own calls answer what their contract says (lib/contract/project.ts):
 * a project saved with a generated code, then its people and its overview, each parsed strictly.
 */

type Session = { token: string; userKey: string };

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
        project_code: code,
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
      },
    });
    const projectKey = String(project.project_key);
    const members = await checkedCall(backend, projectMembersSchema, 'GET', projectPaths.participants, { token: lina.token, query: { projectKey } });
    expect(members.map((m) => [m.user_key, m.roles])).toEqual([[lina.userKey, ['manager']], [wang.userKey, ['participant']]]);
    const overview = await checkedCall(backend, projectOverviewSchema, 'GET', projectPaths.overview, { token: lina.token, query: { projectKey } });
    expect(overview.figures.budget.planned).toBe(300000);
    expect(overview.activity.map((a) => a.action)).toEqual(['create']);
  });
});
