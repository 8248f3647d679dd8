import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Session } from '../support/workflow';

/** The model list's version history: every deployed version with the XML it was deployed with. */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;

type Version = { definition_key: string; version: number; name: string; deploy_by_name: string | null; xml?: string };

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  admin = await loginAs(backend, 'admin');
  lina = await loginAs(backend, 'lina');
});
afterAll(async () => {
  await backend?.database.close();
});

describe('model versions', () => {
  it('lists the versions newest first and answers each version’s own XML', async () => {
    const first = chain('versioned_model', [{ id: 'a', name: '第一版审批', attrs: { assignee: 'usr-sales' } }]);
    const { model_key } = await wf.deploy(admin, first);
    const second = chain('versioned_model', [{ id: 'a', name: '第二版审批', attrs: { assignee: 'usr-finance' } }]);
    await wf.deploy(admin, second, model_key);

    const list = await wf.get<Version[]>(admin, paths.modelVersions, { model_key });
    expect(list.body.code).toBe(0);
    expect(list.body.data!.map((v) => v.version)).toEqual([2, 1]);
    expect(list.body.data![0]!.deploy_by_name).toBe('系统管理员');
    expect(list.body.data![0]!.xml).toBeUndefined();

    const oldest = await wf.get<Version>(admin, paths.modelVersion(list.body.data![1]!.definition_key));
    expect(oldest.body.code).toBe(0);
    expect(oldest.body.data!.xml).toBe(buildBpmn(first));
    expect(oldest.body.data!.xml).toContain('第一版审批');
  });

  it('answers an unknown version as not found, and refuses other users', async () => {
    expect((await wf.get(admin, paths.modelVersion('no-such-definition'))).body.code).toBe(404);
    expect((await wf.get(lina, paths.modelVersions, { model_key: 'wf-model-payment-approval' })).body.code).toBe(403);
    const list = await wf.get<Version[]>(admin, paths.modelVersions, { model_key: 'wf-model-payment-approval' });
    expect((await wf.get(lina, paths.modelVersion(list.body.data![0]!.definition_key))).body.code).toBe(403);
  });
});
