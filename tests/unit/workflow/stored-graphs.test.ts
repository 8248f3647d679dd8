import { describe, expect, it } from 'vitest';
import { compileModel } from '@/lib/backend/modules/workflow/nodes/compile';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';
import { completeTask, startInstance, type StepResult } from '@/lib/backend/modules/workflow/run/interpreter';
import { stepsAhead } from '@/lib/backend/modules/workflow/run/path-ahead';
import stored from './fixtures/graphs-stored-before-node-kinds.json';

/**
 * Graphs are stored as JSON with their deployment. These were stored before each node kind
 * carried only its own parts (every node then had a form): they must still load and run as
 * the graphs compiled now from the same models.
 */

const models = stored as unknown as Record<string, { xml: string; graph: ProcessGraph }>;
const FORM_KINDS = new Set(['startEvent', 'userTask']);

/** The stored graph as this version compiles it: nodes without a form of their own no longer carry an empty one. */
function withoutForeignForms(graph: ProcessGraph): ProcessGraph {
  const nodes = Object.fromEntries(Object.entries(graph.nodes).map(([id, node]) => {
    if (FORM_KINDS.has(node.type)) return [id, node];
    const { form: _form, ...rest } = node as typeof node & { form?: unknown };
    return [id, rest];
  }));
  return { ...graph, nodes } as ProcessGraph;
}

const fixed = () => {
  let n = 0;
  return { now: new Date('2026-11-02T01:00:00Z'), newKey: () => `k${(n += 1)}` };
};

/** Approves the open tasks one by one, oldest first, until the instance ends. */
function runToEnd(graph: ProcessGraph, variables: Record<string, unknown>): StepResult[] {
  const options = fixed();
  const steps = [startInstance(graph, variables, options)];
  let open = [...steps[0]!.newTasks];
  while (!steps.at(-1)!.ended && open.length && steps.length < 20) {
    const last = steps.at(-1)!;
    const task = open.shift()!;
    const step = completeTask(graph, last.state, last.variables, { tokenKey: task.tokenKey, loopCounter: task.loopCounter }, options);
    steps.push(step);
    open = [...open.filter((t) => !step.closedTokens.includes(t.tokenKey)), ...step.newTasks];
  }
  return steps;
}

describe('graphs stored before node kinds carried only their own parts', () => {
  it.each(Object.keys(models))('%s compiles now to the stored graph (but for empty forms)', async (id) => {
    const model = models[id]!;
    expect(await compileModel(model.xml)).toEqual(withoutForeignForms(model.graph));
  });

  it('a stored graph runs as the same model compiled now: its tasks, its path ahead, its end', async () => {
    const model = models.expense_reimbursement!;
    const fresh = await compileModel(model.xml);
    const variables = { amount: 80000, travel: true, reason: '出差', initiator: 'u1', initiatorLeader: 'u2' };
    const old = runToEnd(model.graph, variables);
    expect(old).toEqual(runToEnd(fresh, variables));
    expect(old.at(-1)!.ended).toBe(true);
    expect(old.flatMap((s) => s.newTasks.map((t) => t.nodeId))).toEqual(['leader_approval', 'travel_check', 'manager_approval', 'finance_payout']);
    expect(stepsAhead(model.graph, ['leader_approval'], old[0]!.variables)).toEqual(stepsAhead(fresh, ['leader_approval'], old[0]!.variables));
  });
});
