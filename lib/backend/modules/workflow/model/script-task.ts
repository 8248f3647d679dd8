import { evaluate, ExpressionError, UnknownVariableError } from './expression';

/**
 * Script tasks in the engine's own expression language, never a general script engine. A script
 * (scriptFormat juel or jexl) is one or more assignments separated by `;` or line breaks:
 *
 *   total = amount * 1.13; level = total > 10000 ? 'high' : 'low'
 *
 * Each right-hand side is an expression as in conditions (`${…}` around it is optional) over the
 * process variables, seeing what the statements before it assigned. With a resultVariable the
 * script is instead one expression whose value is stored under that name. A script reads and
 * writes process variables and nothing else.
 */

export interface ScriptAssignment {
  variable: string;
  /** The right-hand side as an expression text (`${…}`). */
  expression: string;
}

const NAME = /^[A-Za-z_$][\w$]{0,63}$/;

export class ScriptSyntaxError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ScriptSyntaxError';
  }
}

/** Splits at `;` and line breaks outside string literals and brackets. */
function statements(script: string): string[] {
  const out: string[] = [];
  let current = '';
  let depth = 0;
  for (let i = 0; i < script.length; i += 1) {
    const c = script[i]!;
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < script.length && script[j] !== c) j += script[j] === '\\' ? 2 : 1;
      current += script.slice(i, j + 1);
      i = j;
      continue;
    }
    if ('([{'.includes(c)) depth += 1;
    if (')]}'.includes(c)) depth -= 1;
    if ((c === ';' || c === '\n') && depth === 0) {
      out.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter(Boolean);
}

const asExpression = (text: string) => (/^[$#]\{[\s\S]*\}$/.test(text) ? text : `\${${text}}`);

/** Reads a script into its assignments; throws ScriptSyntaxError when it is not one this engine runs. */
export function parseScript(script: string, resultVariable: string | null): ScriptAssignment[] {
  const body = script.trim();
  if (!body) throw new ScriptSyntaxError('empty script');
  if (resultVariable) {
    if (!NAME.test(resultVariable)) throw new ScriptSyntaxError(`bad resultVariable ${resultVariable}`);
    return [{ variable: resultVariable, expression: asExpression(body) }];
  }
  return statements(body).map((statement) => {
    const m = /^([A-Za-z_$][\w$]*)\s*=(?!=)\s*([\s\S]+)$/.exec(statement);
    if (!m || !NAME.test(m[1]!)) throw new ScriptSyntaxError(`not an assignment: ${statement}`);
    return { variable: m[1]!, expression: asExpression(m[2]!.trim()) };
  });
}

export type ScriptFailure = { kind: 'unknownVariable'; variable: string } | { kind: 'badExpression'; detail: string };

/**
 * Runs the assignments over a copy of the variables and answers what they assigned. Reading a
 * name the instance does not hold fails (as a strict condition does), rather than storing nothing.
 */
export function runScript(assignments: ScriptAssignment[], variables: Record<string, unknown>): { assigned: Record<string, unknown> } | { failure: ScriptFailure } {
  const scope = { ...variables };
  const assigned: Record<string, unknown> = {};
  for (const a of assignments) {
    try {
      const value = evaluate(a.expression, scope, { strict: true });
      scope[a.variable] = value;
      assigned[a.variable] = value;
    } catch (error) {
      if (error instanceof UnknownVariableError) return { failure: { kind: 'unknownVariable', variable: error.variable } };
      if (error instanceof ExpressionError) return { failure: { kind: 'badExpression', detail: error.message } };
      throw error;
    }
  }
  return { assigned };
}
