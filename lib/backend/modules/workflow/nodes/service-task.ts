import { WorkflowError } from '../model/errors';
import type { ServiceTaskNode } from '@/lib/contract/workflow-graph';
import { compileServiceTask } from '../model/service-task-compile';
import { httpRequestOf } from '../run/service-task-run';
import type { Agenda, NodeBehaviour, Walker } from './behaviour';

/** A service task (service-task-run.ts): a copy node copies and the path goes on at once; an HTTP task's path waits (state HTTP) for its call. */
export const serviceTask: NodeBehaviour<ServiceTaskNode> = {
  compile: (ctx) => compileServiceTask(ctx.element, ctx.property),
  arrive(run, token, node) {
    const nodeName = node.name || node.id;
    if (node.copyTask) {
      if (!run.options.copyRecipients) throw new WorkflowError('workflow.run.noResolver', { node: nodeName });
      run.effects.push({ kind: 'copyNode', nodeId: node.id, nodeName, users: run.options.copyRecipients(node, run.variables) });
      run.leave(token);
      return;
    }
    token.state = 'HTTP';
    run.effects.push({ kind: 'httpCall', tokenKey: token.key, nodeId: node.id, nodeName, request: httpRequestOf(node, run.variables) });
  },
  /** A copy node shows on the path like a step, with whom it copies; an HTTP task does not. */
  ahead(walk, node) {
    if (node.copyTask) walk.push({ ...walk.blank(node), kind: 'copy', users: copiedBy(walk, node) });
    walk.pass(node);
  },
  exits: 'open',
  shape: { mayEnd: true },
};

/** Whom the copy node copies with the variables known so far; nobody yet when its rule cannot tell. */
function copiedBy(walk: Walker, node: ServiceTaskNode): string[] {
  try {
    return walk.copies?.(node, walk.variables) ?? [];
  } catch {
    return [];
  }
}

/** An HTTP task's call came back (or failed and is ignored): the answer lands in its variable and the path goes on. */
export function resumeHttp(run: Agenda, tokenKey: string, answer: { value: unknown } | null): void {
  const token = run.token(tokenKey);
  const node = run.node(token.nodeId);
  if (token.state !== 'HTTP' || node.type !== 'serviceTask' || !node.httpTask) throw new WorkflowError('workflow.run.tokenGone');
  if (answer && node.httpTask.resultVariable) run.variables[node.httpTask.resultVariable] = answer.value;
  token.state = 'TASK';
  run.leave(token);
}
