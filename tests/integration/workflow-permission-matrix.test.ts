import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { CANNOT_ARISE, decide, OPERATIONS, RELATIONS, relationsIn, STATES, type Decision, type Operation, type Relation, type RequestState } from '@/lib/backend/modules/workflow/operations/policy';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { serviceCallPaths } from '@/lib/contract/workflow-service-calls';
import { call, createTestBackend } from '../support/backend';
import { castAndModel, fixtures, MATRIX_MODEL, type Cast, type Fixture } from '../support/permission-fixture';
import { workflowClient, type Session } from '../support/workflow';

/**
 * Issue 45: the permission table of policy.ts, walked cell by cell through the real API. For every
 * state and relation a request is built where one user has that relation; each operation is called
 * as that user. Allowed: code 0 (a call that changes the request gets a fresh one of its own);
 * refused: 403 or 409 as the table decides, and the request's rows are exactly as before.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let cast: Cast;
let fx: ReturnType<typeof fixtures>;
const tally = { cells: 0, calls: 0, skipped: 0, began: 0 };

beforeAll(async () => {
  tally.began = performance.now();
  backend = await createTestBackend();
  wf = workflowClient(backend);
  cast = await castAndModel(backend);
  fx = fixtures(backend, cast);
});
afterAll(async () => {
  const seconds = ((performance.now() - tally.began) / 1000).toFixed(1);
  console.log(`permission matrix: ${tally.cells} cells (${tally.calls} calls, ${tally.skipped} (state, relation) pairs skipped) in ${seconds} s`);
  await backend?.database.close();
});

/** Who stands in a relation: a delegate who handed the task back is the same person as one who has not. */
const person = (relation: Exclude<Relation, 'recordReader'>): Session => cast[relation === 'delegateBack' ? 'delegate' : relation];
/** Someone to hand over, delegate, copy or add as a signer, never the caller herself. */
const other = (who: Session) => (who === cast.stranger ? cast.colleague : cast.stranger);

/** The task a relation acts on: her own, else the request's waiting one (the resubmit task of a returned request) or the holder's. */
function targetOf(relation: Relation, f: Fixture): string {
  if (relation === 'signer') return f.signer;
  if (relation === 'holder' || relation === 'delegate') return f.check;
  return f.resubmit ?? f.check;
}

type Outcome = number;
/** An envelope's code; a served file (not an envelope) counts as 0. */
const codeOf = (res: Awaited<ReturnType<typeof call>>): Outcome => (res.response.headers.get('content-type')?.includes('json') ? res.body.code : res.status === 200 ? 0 : res.status);

/** Each operation as its route takes it. */
const CALLS: Record<Operation, (who: Session, f: Fixture, task: string) => Promise<Outcome[]>> = {
  start: async (who) => [codeOf(await wf.start(who, MATRIX_MODEL, { title: 'matrix start' }))],
  approve: async (who, _f, task) => [codeOf(await wf.confirm(who, task, { comment: '同意' }))],
  reject: async (who, _f, task) => [codeOf(await wf.reject(who, task, { rejectTo: 'end', comment: '不同意' }))],
  returnPrevious: async (who, _f, task) => [codeOf(await wf.reject(who, task, { rejectTo: 'previous', comment: '退回上一步' }))],
  returnAny: async (who, _f, task) => [codeOf(await wf.reject(who, task, { rejectTo: 'node', targetNode: 'first', comment: '退回初审' }))],
  returnInitiator: async (who, _f, task) => [codeOf(await wf.reject(who, task, { rejectTo: 'initiator', comment: '退回申请人' }))],
  turn: async (who, _f, task) => [codeOf(await wf.turn(who, task, other(who).userKey))],
  delegate: async (who, _f, task) => [codeOf(await wf.post(who, paths.delegate, { taskId: task, delegateTo: other(who).userKey, comment: '请核对' }))],
  resolve: async (who, _f, task) => [codeOf(await wf.post(who, paths.resolve, { taskId: task, comment: '已核对' }))],
  addSign: async (who, _f, task) => [codeOf(await wf.post(who, paths.addSign, { taskId: task, users: [other(who).userKey], position: 'AFTER', comment: '请会签' }))],
  removeSign: async (who, f) => [codeOf(await wf.post(who, paths.removeSign, { taskId: f.signer, comment: '无需会签' }))],
  copy: async (who, _f, task) => [codeOf(await wf.post(who, paths.copy, { taskId: task, users: [other(who).userKey], comment: '请知悉' }))],
  urge: async (who, f) => [codeOf(await wf.post(who, paths.urge, { processInstanceId: f.instanceKey, comment: '请尽快处理' }))],
  withdraw: async (who, f) => [codeOf(await wf.cancel(who, f.instanceKey))],
  read: async (who, f) => Promise.all([
    wf.get(who, paths.comments(f.instanceKey)),
    wf.get(who, paths.instancePath(f.instanceKey)),
    wf.get(who, paths.highlightedNode(f.instanceKey)),
    wf.post(who, paths.formDetail, { processInstanceId: f.instanceKey }),
  ].map(async (pending) => codeOf(await pending))),
  download: async (who, f) => [codeOf(await call(backend, 'GET', paths.commentAttachment, { token: who.token, query: { instanceId: f.instanceKey, fileKey: f.fileKey } }))],
  retry: async (who, f) => [codeOf(await wf.post(who, serviceCallPaths.retry, { processInstanceId: f.instanceKey }))],
};

/** Calls that leave the request as it was even when allowed, so they share the cell's request. */
const LEAVES_ALONE = new Set<Operation>(['start', 'read', 'download']);

/** What the table decides, as a code. The fixture has no failed service call: an administrator's allowed retry answers 409. */
function expected(op: Operation, relation: Relation, state: RequestState): Outcome {
  const decision: Decision = decide(op, relationsIn(state, relation, op), state);
  if (op === 'retry' && decision === 'allow') return 409;
  return decision === 'allow' ? 0 : decision;
}

const WALKED = RELATIONS.filter((r): r is Exclude<Relation, 'recordReader'> => r !== 'recordReader');

describe.each(STATES)('a %s request', (state) => {
  it.skip('a reader of the bound record or of the calling request: not built here (approval-submit, workflow-call-activity)', () => {});
  for (const relation of WALKED) {
    const why = CANNOT_ARISE[state]?.[relation];
    if (why) {
      tally.skipped += 1;
      it.skip(`${relation}: — (${why})`, () => {});
      continue;
    }
    it(`${relation}: every operation as the table says`, { timeout: 120_000 }, async () => {
      const who = person(relation);
      const shared = await fx.build(state, relation);
      const before = await fx.snapshot(shared.instanceKey);
      for (const op of OPERATIONS) {
        const want = expected(op, relation, state);
        const mutates = want === 0 && !LEAVES_ALONE.has(op);
        const f = mutates ? await fx.build(state, relation) : shared;
        const got = await CALLS[op](who, f, targetOf(relation, f));
        tally.cells += 1;
        tally.calls += got.length;
        for (const code of got) expect(code, `${state} · ${relation} · ${op}`).toBe(want);
        if (want !== 0) expect(await fx.snapshot(shared.instanceKey), `${state} · ${relation} · ${op} changed the request`).toEqual(before);
      }
    });
  }
});
