import type { ServiceCallRequest } from '../../../db/schema/workflow-service-calls';
import { WorkflowError } from '../model/errors';
import { evaluate, ExpressionError, UnknownVariableError } from '../model/expression';
import type { GraphNode, ServiceTaskNode } from '@/lib/contract/workflow-graph';

/**
 * The service tasks inside the interpreter, which stays pure: a copy node becomes an effect the
 * store applies in the action's transaction (copies, history, messages) and the path goes on; an
 * HTTP task's request is evaluated over the variables now and becomes an effect the store writes
 * as a waiting call, while the path waits (state HTTP) until a background job brings the answer.
 */

export type ServiceEffect =
  | { kind: 'copyNode'; nodeId: string; nodeName: string; users: string[] }
  | { kind: 'httpCall'; tokenKey: string; nodeId: string; nodeName: string; request: ServiceCallRequest };

/** Resolves whom a copy node copies to, over organisation facts loaded for the action (approver-facts.ts). */
export type CopyResolver = (node: ServiceTaskNode, variables: Record<string, unknown>) => string[];

function text(node: GraphNode, source: string, variables: Record<string, unknown>): unknown {
  try {
    return evaluate(source, variables, { strict: true });
  } catch (error) {
    const name = node.name || node.id;
    if (error instanceof UnknownVariableError) throw new WorkflowError('workflow.run.httpUnknownVariable', { node: name, variable: error.variable });
    if (error instanceof ExpressionError) throw new WorkflowError('workflow.run.badExpression', { node: name, detail: error.message });
    throw error;
  }
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The request of an HTTP task with its expressions evaluated: a whole `${…}` body answering an object is sent as JSON. */
export function httpRequestOf(node: ServiceTaskNode, variables: Record<string, unknown>): ServiceCallRequest {
  const def = node.httpTask!;
  return {
    method: def.method,
    url: asText(text(node, def.url, variables)).trim(),
    headers: def.headers.map((h) => ({ name: h.name, value: asText(text(node, h.value, variables)) })),
    body: def.body === null ? null : asText(text(node, def.body, variables)),
    resultVariable: def.resultVariable,
    ignoreException: def.ignoreException,
    failStatusCodes: def.failStatusCodes,
  };
}
