import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { DEMO_MODELS } from '@/lib/backend/modules/workflow/model/demo-models';
import { SIMPLE_DEMO_FLOW } from '@/lib/backend/seed/demo-simple-flow';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Session } from '../support/workflow';

/**
 * Process models: query, save, deploy as a new version with running
 * instances keeping theirs, suspend, loadWfModule, findAllProcess; refusal at deploy time of
 * anything the engine cannot run, naming the element.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  admin = await loginAs(backend, 'admin');
  lina = await loginAs(backend, 'lina');
  zhangwei = await loginAs(backend, 'zhangwei');
});
afterAll(async () => {
  await backend?.database.close();
});

describe('model management', () => {
  it('lists the seeded, deployed models to administrators only', async () => {
    const list = await wf.post<{ records: { process_key: string; status: string; latest_version: number }[]; total: number }>(admin, paths.modelQuery, { pageNo: 1, pageSize: 20 });
    expect(list.body.code).toBe(0);
    expect(list.body.data!.records.map((r) => r.process_key).sort()).toEqual([...DEMO_MODELS.map((m) => m.process.id), SIMPLE_DEMO_FLOW.process.id].sort());
    expect(list.body.data!.records.every((r) => r.status === 'DEPLOYED' && r.latest_version === 1)).toBe(true);
    expect((await wf.post(lina, paths.modelQuery, {})).body.code).toBe(403);
    expect((await wf.post(lina, paths.modelSave, { xml: buildBpmn(chain('sneaky', [{ id: 'a', name: 'A', attrs: { assignee: 'usr-sales' } }])) })).body.code).toBe(403);
  });

  it('saves a draft that cannot run, and refuses to deploy it naming the element', async () => {
    const draft = buildBpmn({
      id: 'with_service',
      name: '含服务任务',
      nodes: [
        { id: 'start', type: 'startEvent', at: [0, 0] },
        { id: 'call_erp', type: 'serviceTask', name: '调用ERP', at: [1, 0] },
        { id: 'end', type: 'endEvent', at: [2, 0] },
      ],
      flows: [{ id: 'f1', from: 'start', to: 'call_erp' }, { id: 'f2', from: 'call_erp', to: 'end' }],
    });
    const saved = await wf.post<{ model_key: string; status: string }>(admin, paths.modelSave, { xml: draft });
    expect(saved.body.code).toBe(0);
    expect(saved.body.data!.status).toBe('DRAFT');
    const refused = await wf.post(admin, paths.modelDeploy, { model_key: saved.body.data!.model_key });
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toContain('serviceTask');
    expect(refused.body.msg).toContain('调用ERP');
    expect((await wf.start(lina, 'with_service')).body.code).toBe(404);
  });

  it('refuses XML that is not BPMN and a user task nobody can handle', async () => {
    expect((await wf.post(admin, paths.modelSave, { xml: '<html><body>no</body></html>' })).body.code).toBe(400);
    const orphan = buildBpmn(chain('orphan_task', [{ id: 'a', name: '无人任务', attrs: {} }]));
    const saved = await wf.post<{ model_key: string }>(admin, paths.modelSave, { xml: orphan });
    const refused = await wf.post(admin, paths.modelDeploy, { model_key: saved.body.data!.model_key });
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toContain('无人任务');
  });

  it('refuses a condition that does not compile and an exclusive gateway with an unconditioned exit', async () => {
    const bad = buildBpmn({
      id: 'bad_condition', name: 'bad', nodes: [
        { id: 'start', type: 'startEvent', at: [0, 0] },
        { id: 'gw', type: 'exclusiveGateway', name: '金额判断', at: [1, 0] },
        { id: 'a', type: 'userTask', name: 'A', at: [2, 0], attrs: { assignee: 'usr-sales' } },
        { id: 'end', type: 'endEvent', at: [3, 0] },
      ],
      flows: [
        { id: 'f1', from: 'start', to: 'gw' }, { id: 'f2', from: 'gw', to: 'a', name: '大额', condition: '${amount >>> 1}' },
        { id: 'f3', from: 'gw', to: 'end' }, { id: 'f4', from: 'a', to: 'end' },
      ],
    });
    await expect(wf.deploy(admin, bad)).rejects.toThrow(/大额/);
    const open = bad.replace('${amount &gt;&gt;&gt; 1}', '${amount &gt; 1}').replace(/bad_condition/g, 'open_gateway');
    await expect(wf.deploy(admin, open)).rejects.toThrow(/金额判断/);
  });

  it('deploys v2 while v1 instances run: each instance finishes on the version it started on', async () => {
    const v1 = chain('versioned', [{ id: 'first', name: '第一步', attrs: { assignee: 'usr-leader' } }]);
    const { model_key } = await wf.deploy(admin, v1);
    const old = await wf.start(lina, 'versioned');
    expect(old.body.code).toBe(0);
    const v2 = chain('versioned', [
      { id: 'first', name: '第一步', attrs: { assignee: 'usr-leader' } },
      { id: 'second', name: '第二步', attrs: { assignee: 'usr-finance' } },
    ]);
    expect((await wf.deploy(admin, v2, model_key)).version).toBe(2);
    const fresh = await wf.start(lina, 'versioned');
    const oldModule = await wf.get<{ version: number; xml: string }>(lina, paths.loadWfModule, { processInstanceId: old.body.data!.instance_key });
    expect(oldModule.body.data!.version).toBe(1);
    expect(oldModule.body.data!.xml).not.toContain('第二步');
    const latest = await wf.get<{ version: number }>(lina, paths.loadWfModule, { processDefinitionKey: 'versioned' });
    expect(latest.body.data!.version).toBe(2);

    const oldDone = await wf.confirm(zhangwei, old.body.data!.tasks[0]!.task_key);
    expect(oldDone.body.data!.status).toBe('APPROVED');
    const freshNext = await wf.confirm(zhangwei, fresh.body.data!.tasks[0]!.task_key);
    expect(freshNext.body.data!.status).toBe('RUNNING');
    expect(freshNext.body.data!.tasks.map((t) => t.task_name)).toEqual(['第二步']);
  });

  it('suspends a model: no new instances, running ones go on; activation allows starts again', async () => {
    await wf.deploy(admin, chain('suspendable', [{ id: 'a', name: 'A', attrs: { assignee: 'usr-leader' } }]));
    const running = await wf.start(lina, 'suspendable');
    const list = await wf.post<{ records: { model_key: string; process_key: string }[] }>(admin, paths.modelQuery, { keyword: 'suspendable' });
    const modelKey = list.body.data!.records[0]!.model_key;
    expect((await wf.post(admin, paths.modelSuspend, { model_key: modelKey, suspended: true })).body.code).toBe(0);
    expect((await wf.start(lina, 'suspendable')).body.code).toBe(400);
    const startable = await wf.post<{ process_key: string }[]>(lina, paths.findAllProcess, {});
    expect(startable.body.data!.map((p) => p.process_key)).not.toContain('suspendable');
    expect((await wf.confirm(zhangwei, running.body.data!.tasks[0]!.task_key)).body.data!.status).toBe('APPROVED');
    await wf.post(admin, paths.modelSuspend, { model_key: modelKey, suspended: false });
    expect((await wf.start(lina, 'suspendable')).body.code).toBe(0);
  });

  it('findAllProcess offers the latest deployment of each active model to any user', async () => {
    const all = await wf.post<{ process_key: string; version: number; name: string }[]>(lina, paths.findAllProcess, {});
    expect(all.body.code).toBe(0);
    expect(all.body.data!.map((p) => p.process_key)).toEqual(expect.arrayContaining(['project_initiation', 'contract_approval', 'payment_approval']));
    const detail = await wf.get<{ xml: string }>(admin, paths.modelDetail('wf-model-payment-approval'));
    expect(detail.body.data!.xml).toContain('payment_approval');
    expect((await wf.get(lina, paths.modelDetail('wf-model-payment-approval'))).body.code).toBe(403);
  });

  it('runs a camunda-dialect model as well', async () => {
    const xml = buildBpmn({ ...chain('camunda_chain', [{ id: 'a', name: '审批', attrs: { assignee: '${initiatorLeader}' } }]), dialect: 'camunda' });
    expect(xml).toContain('camunda:assignee');
    await wf.deploy(admin, xml);
    const started = await wf.start(lina, 'camunda_chain');
    expect(started.body.data!.tasks[0]!.assignee).toBe('usr-leader');
  });
});

describe('the BPMN conformance corpus', () => {
  const folder = path.resolve(import.meta.dirname, '../../../shared/conformance/bpmn-miwg');
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((f) => f.endsWith('.bpmn'));
  } catch {
    files = [];
  }

  it.skipIf(files.length === 0)('saves every reference model and either deploys it or refuses with a message naming the cause', async () => {
    let refused = 0;
    for (const file of files) {
      const xml = readFileSync(path.join(folder, file), 'utf8');
      const saved = await wf.post<{ model_key: string }>(admin, paths.modelSave, { xml });
      if (saved.body.code !== 0) {
        expect(saved.body.code, file).toBe(400);
        refused += 1;
        continue;
      }
      const deployed = await wf.post(admin, paths.modelDeploy, { model_key: saved.body.data!.model_key });
      expect([0, 400], file).toContain(deployed.body.code);
      if (deployed.body.code !== 0) {
        refused += 1;
        expect(deployed.body.msg.length, file).toBeGreaterThan(4);
        expect(deployed.body.msg, file).not.toMatch(/^workflow\./);
      }
    }
    expect(refused).toBeGreaterThan(0);
  });
});
