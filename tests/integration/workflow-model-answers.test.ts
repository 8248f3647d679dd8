import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import {
  modelApproverCheckSchema,
  modelDeployedSchema,
  modelDetailSchema,
  modelPageSchema,
  modelRowSchema,
  modelSuspendedSchema,
  modelVersionsSchema,
  modelVersionXmlSchema,
  overdueRemindedSchema,
} from '@/lib/contract/workflow-answers';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { checkedCalls } from '../support/answers';
import { createTestBackend, loginAs } from '../support/backend';
import { chain, type Session } from '../support/workflow';

/**
 * The process model calls answer what their contract says (lib/contract/workflow-answers.ts):
 * a model saved, checked, deployed, listed, read, its versions read and suspended, each answer
 * parsed strictly.
 */

let backend: Backend;
let admin: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
});
afterAll(async () => {
  await backend?.database.close();
});

const calls = checkedCalls(() => backend);
const post = <Schema extends Parameters<typeof calls.post>[1]>(schema: Schema, path: string, json: unknown) => calls.post(admin, schema, path, json);
const get = <Schema extends Parameters<typeof calls.get>[1]>(schema: Schema, path: string, query?: Record<string, string>) => calls.get(admin, schema, path, query);

describe('the process model calls answer as their contract says', () => {
  it('check, deploy, list, detail, versions, one version and suspend', async () => {
    const xml = buildBpmn(chain('answer_chain', [{ id: 'check', name: '主管审批', attrs: { assignee: 'usr-nobody' } }]));
    const saved = await post(modelRowSchema, paths.modelSave, { xml });
    expect(saved).toMatchObject({ process_key: 'answer_chain', status: 'DRAFT' });
    const modelKey = saved.model_key;

    const check = await post(modelApproverCheckSchema, paths.modelApproverCheck, { model_key: modelKey });
    expect(check.gaps.map((g) => [g.element_id, g.state])).toEqual([['check', 'missing']]);
    const fixed = xml.replace('usr-nobody', admin.userKey);
    expect((await post(modelRowSchema, paths.modelSave, { xml: fixed, model_key: modelKey })).model_key).toBe(modelKey);
    const deployed = await post(modelDeployedSchema, paths.modelDeploy, { model_key: modelKey });
    expect(deployed.version).toBe(1);

    const page = await post(modelPageSchema, paths.modelQuery, { pageNo: 1, pageSize: 50 });
    expect(page.records.find((m) => m.model_key === modelKey)).toMatchObject({ status: 'DEPLOYED', needs_attention: false });
    expect((await get(modelDetailSchema, paths.modelDetail(modelKey))).xml).toContain('answer_chain');
    const versions = await get(modelVersionsSchema, paths.modelVersions, { model_key: modelKey });
    expect(versions.map((v) => v.definition_key)).toEqual([deployed.definition_key]);
    expect((await get(modelVersionXmlSchema, paths.modelVersion(deployed.definition_key))).version).toBe(1);
    expect(await post(modelSuspendedSchema, paths.modelSuspend, { model_key: modelKey, suspended: true })).toEqual({ model_key: modelKey, suspended: true });
    expect((await post(overdueRemindedSchema, paths.remindOverdue, {})).reminded).toBeGreaterThanOrEqual(0);
  });
});
