import { WorkflowError } from '../model/errors';
import { evaluate, ExpressionError, UnknownVariableError } from '../model/expression';
import type { VariableMapping } from '@/lib/contract/workflow-graph';
import { RESERVED_VARIABLES } from '../model/reserved-variables';

/**
 * Call activities in the interpreter: the token waits (state CALL) and the step answers an effect
 * asking the store to start the called process's latest deployment as a child instance with the
 * variables passed in; the child's end resumes the token with the variables passed out.
 */

export interface StartChildEffect {
  kind: 'startChild';
  tokenKey: string;
  nodeId: string;
  processKey: string;
  variables: Record<string, unknown>;
  source: string;
}

const reserved = new Set<string>(RESERVED_VARIABLES);

/** The variables a mapping list passes (null: all of them but the engine's own). */
export function mapVariables(mappings: VariableMapping[] | null, from: Record<string, unknown>, source: string): Record<string, unknown> {
  if (mappings === null) return Object.fromEntries(Object.entries(from).filter(([k]) => !reserved.has(k)));
  const out: Record<string, unknown> = {};
  for (const m of mappings) {
    if (m.source) {
      if (Object.hasOwn(from, m.source)) out[m.target] = from[m.source];
      continue;
    }
    try {
      out[m.target] = evaluate(m.sourceExpression!, from, { strict: true });
    } catch (error) {
      if (error instanceof UnknownVariableError) throw new WorkflowError('workflow.run.badExpression', { node: source, detail: `unknown variable ${error.variable}` });
      if (error instanceof ExpressionError) throw new WorkflowError('workflow.run.badExpression', { node: source, detail: error.message });
      throw error;
    }
  }
  return out;
}
