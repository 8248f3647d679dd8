// @database postgres: two workers taking the same service task.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizMessage, bizMessageAcceptor, sysRole, sysUser, wfCopy, wfInstance, wfServiceCall } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { runDueServiceCalls, runServiceCall } from '@/lib/backend/modules/workflow/jobs/service-call-run';
import type { BuildNode } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { serviceCallHostsSchema, serviceCallPaths, serviceCallsRetriedSchema, serviceCallViewsSchema } from '@/lib/contract/workflow-service-calls';
import { checkedAnswer } from '../support/answers';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * Service tasks: a copy node copies the request to the people its rule names and the path goes
 * on; an HTTP task's path waits while a background run sends its request outside any transaction
 * (only to allowed hosts), then goes on with the answer, or waits as failed for an administrator's
 * retry. Runs on PGlite and PostgreSQL; the races matter on PostgreSQL.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;
let admin: Session;

/** What the local target received, and answers it holds back until released. */
const received: { method: string; url: string; header: string | undefined; body: string }[] = [];
const heldBack: (() => void)[] = [];
let server: Server;
let port = 0;

function target(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ method: req.method ?? '', url: req.url ?? '', header: req.headers['x-amount'] as string | undefined, body });
    if (req.url?.startsWith('/fail')) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('boom');
    } else if (req.url?.startsWith('/hang')) {
      // Never answers: the caller's time limit ends it.
    } else if (req.url?.startsWith('/slow')) {
      heldBack.push(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"late":true}'));
    } else if (req.url?.startsWith('/away')) {
      res.writeHead(302, { location: 'http://example.com/' }).end();
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, method: req.method, body: body ? (JSON.parse(body) as unknown) : null }));
    }
  });
}

const db = () => backend.database.db;
const base = () => `http://127.0.0.1:${port}`;

const httpProcess = (id: string, fields: Record<string, string>): { id: string; name: string; nodes: BuildNode[]; flows: { id: string; from: string; to: string }[] } => ({
  id,
  name: id,
  nodes: [
    { id: 'start', type: 'startEvent', name: '开始', at: [0, 0] },
    { id: 'call', type: 'serviceTask', name: '登记外部系统', at: [1, 0], attrs: { type: 'http' }, fields },
    { id: 'check', type: 'userTask', name: '主管审批', at: [2, 0], attrs: { assignee: 'usr-leader' } },
    { id: 'end', type: 'endEvent', name: '结束', at: [3, 0] },
  ],
  flows: [{ id: 'f1', from: 'start', to: 'call' }, { id: 'f2', from: 'call', to: 'check' }, { id: 'f3', from: 'check', to: 'end' }],
});

const setHosts = (hosts: string[]) => wf.post(admin, serviceCallPaths.setting, { allowed_hosts: hosts });
const callsOf = async (who: Session, instanceKey: string) => checkedAnswer(serviceCallViewsSchema, 'GET', serviceCallPaths.calls, await wf.get(who, serviceCallPaths.calls, { processInstanceId: instanceKey }));
const instanceOf = async (key: string) => (await db().select().from(wfInstance).where(eq(wfInstance.instance_key, key)))[0]!;
const history = async (key: string) => (await wf.comments(admin, key)).body.data!.map((c) => [c.action, c.node_id, c.comment] as const);

beforeAll(async () => {
  server = createServer(target);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  backend = await createTestBackend();
  // The approval calls wake the background job; here the test runs the calls itself.
  backend.services.jobs = { enqueue: async () => null };
  wf = workflowClient(backend);
  [lina, zhangwei, wangfang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
  expect((await setHosts([`127.0.0.1:${port}`])).body.code).toBe(0);
  await wf.deploy(admin, httpProcess('http_echo', {
    requestMethod: 'POST',
    requestUrl: `${base()}/echo?amount=\${amount}`,
    requestHeaders: 'X-Amount: ${amount}\nContent-Type: application/json',
    requestBody: '{"amount": ${amount}, "who": "${initiator}"}',
    responseVariableName: 'answer',
  }));
  await wf.deploy(admin, httpProcess('http_fail', { requestMethod: 'GET', requestUrl: `${base()}/fail` }));
  await wf.deploy(admin, httpProcess('http_fail_ignored', { requestMethod: 'GET', requestUrl: `${base()}/fail`, ignoreException: 'true', responseVariableName: 'answer' }));
  await wf.deploy(admin, httpProcess('http_other_host', { requestUrl: `http://localhost:${port}/echo` }));
  await wf.deploy(admin, httpProcess('http_hang', { requestUrl: `${base()}/hang` }));
  await wf.deploy(admin, httpProcess('http_slow', { requestUrl: `${base()}/slow`, responseVariableName: 'answer' }));
  await wf.deploy(admin, httpProcess('http_redirect', { requestUrl: `${base()}/away` }));
});
afterAll(async () => {
  await backend?.database.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('copy nodes', () => {
  const copyProcess = (id: string, properties: Record<string, string>) => ({
    id,
    name: id,
    nodes: [
      { id: 'start', type: 'startEvent', name: '开始', at: [0, 0] },
      { id: 'cc', type: 'serviceTask', name: '抄送财务', at: [1, 0], attrs: { type: 'copy' }, properties },
      { id: 'check', type: 'userTask', name: '主管审批', at: [2, 0], attrs: { assignee: 'usr-leader' } },
      { id: 'end', type: 'endEvent', name: '结束', at: [3, 0] },
    ] satisfies BuildNode[] as BuildNode[],
    flows: [{ id: 'f1', from: 'start', to: 'cc' }, { id: 'f2', from: 'cc', to: 'check' }, { id: 'f3', from: 'check', to: 'end' }],
  });

  beforeAll(async () => {
    // The deploy takes only people and roles the organisation has: one copied person leaves after it, and a role nobody holds.
    await db().insert(sysUser).values({ user_key: 'usr-copy-leaver', username: 'copyleaver', realname: '离职员工', password_hash: 'x', user_type: 'staff', status: '1' });
    await db().insert(sysRole).values({ role_key: 'role-copy-vacant', role_code: 'vacant_copy_role', role_name: '无人角色' });
    await wf.deploy(admin, copyProcess('copy_users', { approverKind: 'users', approverValue: `${wangfang.userKey},usr-copy-leaver` }));
    await wf.deploy(admin, copyProcess('copy_leader', { approverKind: 'leader' }));
    await wf.deploy(admin, copyProcess('copy_nobody', { approverKind: 'roles', approverValue: 'vacant_copy_role' }));
    await db().update(sysUser).set({ status: '2' }).where(eq(sysUser.user_key, 'usr-copy-leaver'));
  });

  it('copies as the path passes, like a task’s copyTo, and the path goes on at once', async () => {
    const started = await wf.start(lina, 'copy_users', { title: '采购投影仪' });
    expect(started.body.code).toBe(0);
    const key = started.body.data!.instance_key;
    expect(started.body.data!.tasks.map((t) => t.node_id)).toEqual(['check']);
    const copies = await db().select().from(wfCopy).where(eq(wfCopy.instance_key, key));
    // A user frozen since the deploy is passed over.
    expect(copies.map((c) => [c.user_key, c.node_id, c.node_name, c.from_user, c.task_key])).toEqual([[wangfang.userKey, 'cc', '抄送财务', null, null]]);
    expect(await history(key)).toEqual([['START', 'start', null], ['COPY', 'cc', null]]);
    const listed = await wf.post<{ records: { instance_key: string; node_name: string | null }[] }>(wangfang, '/api/bpm/biz/bpm/task/instance/queryCopyToMeTasks', {});
    expect(listed.body.data!.records).toContainEqual(expect.objectContaining({ instance_key: key, node_name: '抄送财务' }));
    const messages = await db()
      .select({ title: bizMessage.title })
      .from(bizMessageAcceptor)
      .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
      .where(and(eq(bizMessageAcceptor.ref_key, wangfang.userKey), eq(bizMessage.message_type, 'BUSINESS')));
    expect(messages.map((m) => m.title)).toContain('抄送：采购投影仪');
  });

  it('resolves the rule from the organisation (the initiator’s leader)', async () => {
    const started = await wf.start(lina, 'copy_leader', { title: '差旅申请' });
    const copies = await db().select({ user: wfCopy.user_key }).from(wfCopy).where(eq(wfCopy.instance_key, started.body.data!.instance_key));
    // lina directs her own group: her leader is the director above (sales has none, so headquarters').
    expect(copies.map((c) => c.user)).toEqual(['usr-leader']);
  });

  it('copies nobody when the rule finds nobody, says so, and goes on', async () => {
    const started = await wf.start(lina, 'copy_nobody', { title: '无人抄送' });
    expect(started.body.data!.tasks.map((t) => t.node_id)).toEqual(['check']);
    const key = started.body.data!.instance_key;
    expect(await db().select().from(wfCopy).where(eq(wfCopy.instance_key, key))).toEqual([]);
    expect(await history(key)).toEqual([['START', 'start', null], ['COPY_NONE', 'cc', null]]);
  });
});

describe('HTTP tasks', () => {
  it('waits at the task, sends the evaluated request outside the action, stores the JSON answer and goes on', async () => {
    received.length = 0;
    const started = await wf.start(lina, 'http_echo', { title: '登记', variables: { amount: 1200 } });
    expect(started.body.code).toBe(0);
    const key = started.body.data!.instance_key;
    // Nothing was sent while the start's transaction ran.
    expect(received).toEqual([]);
    expect(started.body.data!.tasks).toEqual([]);
    expect((await callsOf(lina, key)).map((c) => [c.status, c.method, c.url])).toEqual([['WAITING', 'POST', `${base()}/echo?amount=1200`]]);

    expect(await runDueServiceCalls(db(), { instanceKey: key })).toEqual(['DONE']);
    expect(received).toEqual([{ method: 'POST', url: '/echo?amount=1200', header: '1200', body: `{"amount": 1200, "who": "${lina.userKey}"}` }]);
    const instance = await instanceOf(key);
    expect(instance.variables.answer).toEqual({ ok: true, method: 'POST', body: { amount: 1200, who: lina.userKey } });
    expect(instance.engine_state.tokens.map((t) => [t.nodeId, t.state])).toEqual([['check', 'TASK']]);
    expect((await wf.pending(zhangwei)).body.data!.records.map((r) => r.instance_key)).toContain(key);
    expect(await history(key)).toEqual([['START', 'start', null], ['HTTP', 'call', 'POST 200']]);
    // Sent once: another scan finds nothing to send.
    expect(await runDueServiceCalls(db(), { instanceKey: key })).toEqual([]);
  });

  it('refuses the start when an expression reads a variable the request lacks', async () => {
    const started = await wf.start(lina, 'http_echo', { title: '缺少金额' });
    expect(started.body.code).not.toBe(0);
    expect(started.body.msg).toContain('amount');
  });

  it('fails a call to a host nobody allowed; the administrator allows it and retries', async () => {
    received.length = 0;
    const key = (await wf.start(lina, 'http_other_host', { title: '别的主机' })).body.data!.instance_key;
    expect(await runDueServiceCalls(db(), { instanceKey: key })).toEqual(['FAILED']);
    expect(received).toEqual([]);
    const [call] = await callsOf(admin, key);
    expect(call).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(call!.error).toContain(`localhost:${port}`);
    expect((await history(key)).at(-1)).toEqual(['HTTP_FAILED', 'call', call!.error]);
    expect((await instanceOf(key)).engine_state.tokens.map((t) => t.state)).toEqual(['HTTP']);

    // Only administrators retry.
    expect((await wf.post(lina, serviceCallPaths.retry, { processInstanceId: key })).body.code).toBe(403);
    expect(checkedAnswer(serviceCallHostsSchema, 'POST', serviceCallPaths.setting, await setHosts([`127.0.0.1:${port}`, `localhost:${port}`]))).toEqual({ allowed_hosts: [`127.0.0.1:${port}`, `localhost:${port}`] });
    const retried = await wf.post(admin, serviceCallPaths.retry, { processInstanceId: key });
    expect(checkedAnswer(serviceCallsRetriedSchema, 'POST', serviceCallPaths.retry, retried)).toEqual({ retried: 1 });
    expect(await runDueServiceCalls(db(), { instanceKey: key })).toEqual(['DONE']);
    expect((await history(key)).map((h) => h[0])).toEqual(['START', 'HTTP_FAILED', 'HTTP_RETRY', 'HTTP']);
    expect((await wf.post(admin, serviceCallPaths.retry, { processInstanceId: key })).body.code).not.toBe(0);
    await setHosts([`127.0.0.1:${port}`]);
  });

  it('allows nothing while the list of hosts is empty', async () => {
    await setHosts([]);
    const key = (await wf.start(lina, 'http_echo', { title: '无主机', variables: { amount: 1 } })).body.data!.instance_key;
    expect(await runDueServiceCalls(db(), { instanceKey: key })).toEqual(['FAILED']);
    await setHosts([`127.0.0.1:${port}`]);
  });

  it('fails on a 500 and on a redirect, or passes on without a result when the task ignores failures', async () => {
    const failed = (await wf.start(lina, 'http_fail', { title: '500' })).body.data!.instance_key;
    expect(await runDueServiceCalls(db(), { instanceKey: failed })).toEqual(['FAILED']);
    expect((await callsOf(admin, failed))[0]!.error).toBe('对方返回状态码 500');

    const redirected = (await wf.start(lina, 'http_redirect', { title: '转向' })).body.data!.instance_key;
    expect(await runDueServiceCalls(db(), { instanceKey: redirected })).toEqual(['FAILED']);
    expect(received.filter((r) => r.url === '/')).toEqual([]);

    const ignored = (await wf.start(lina, 'http_fail_ignored', { title: '忽略' })).body.data!.instance_key;
    expect(await runDueServiceCalls(db(), { instanceKey: ignored })).toEqual(['IGNORED']);
    const instance = await instanceOf(ignored);
    expect('answer' in instance.variables).toBe(false);
    expect(instance.engine_state.tokens.map((t) => t.nodeId)).toEqual(['check']);
    expect((await history(ignored)).at(-1)).toEqual(['HTTP_IGNORED', 'call', '对方返回状态码 500']);
  });

  it('fails a call that takes longer than its time limit', async () => {
    const key = (await wf.start(lina, 'http_hang', { title: '超时' })).body.data!.instance_key;
    expect(await runDueServiceCalls(db(), { instanceKey: key, timeoutMs: 300 })).toEqual(['FAILED']);
    expect((await callsOf(admin, key))[0]!.error).toMatch(/^请求超时/);
  });

  it('ignores an answer that comes back after the request was withdrawn', async () => {
    received.length = 0;
    const key = (await wf.start(lina, 'http_slow', { title: '撤回' })).body.data!.instance_key;
    const running = runDueServiceCalls(db(), { instanceKey: key });
    await expect.poll(() => received.length).toBe(1);
    expect((await wf.cancel(lina, key)).body.code).toBe(0);
    heldBack.shift()!();
    expect(await running).toEqual(['SKIPPED']);
    const instance = await instanceOf(key);
    expect(instance.status).toBe('CANCELED');
    expect('answer' in instance.variables).toBe(false);
    expect((await history(key)).map((h) => h[0])).toEqual(['START', 'CANCEL']);
    expect((await callsOf(lina, key)).map((c) => c.status)).toEqual(['CANCELED']);
  });

  it('is sent once when two workers take it at the same moment', async () => {
    received.length = 0;
    const key = (await wf.start(lina, 'http_echo', { title: '并发', variables: { amount: 7 } })).body.data!.instance_key;
    const [call] = await db().select().from(wfServiceCall).where(eq(wfServiceCall.instance_key, key));
    const outcomes = await Promise.all([runServiceCall(db(), call!.call_key), runServiceCall(db(), call!.call_key)]);
    expect(outcomes.sort()).toEqual(['DONE', 'SKIPPED']);
    expect(received).toHaveLength(1);
    expect((await history(key)).filter((h) => h[0] === 'HTTP')).toHaveLength(1);
  });

  it('refuses service tasks of another kind at deploy', async () => {
    const kinds: Record<string, string>[] = [{ type: 'mail' }, { class: 'com.example.Delegate' }, { type: 'http', delegateExpression: '${bean}' }, {}];
    for (const [i, attrs] of kinds.entries()) {
      const process = httpProcess(`refused_service_${i}`, { requestUrl: `${base()}/echo` });
      process.nodes[1] = { ...process.nodes[1]!, attrs };
      await expect(wf.deploy(admin, process)).rejects.toThrow('流程引擎不支持元素 登记外部系统 (call) 使用的 serviceTask，无法部署');
    }
    const bad = httpProcess('bad_http', { requestMethod: 'TRACE', requestUrl: `${base()}/echo` });
    await expect(wf.deploy(admin, bad)).rejects.toThrow('HTTP 任务 登记外部系统 (call) 的字段 requestMethod 取值 TRACE 无效');
  });

  it('keeps the allowed hosts for administrators only and checks each entry', async () => {
    expect((await wf.get(lina, serviceCallPaths.setting)).body.code).toBe(403);
    expect((await setHosts(['not a host'])).body.code).not.toBe(0);
    expect(checkedAnswer(serviceCallHostsSchema, 'GET', serviceCallPaths.setting, await wf.get(admin, serviceCallPaths.setting))).toEqual({ allowed_hosts: [`127.0.0.1:${port}`] });
  });
});
