import jexl from 'jexl';
import { fitsColumn } from '@/lib/entity/column-capacity';
import { zonedParts } from '@/lib/entity/time-zone';
import type { FieldDef } from '@/lib/entity/types';

/**
 * Formula fields' expressions (docs/fields.md): evaluated by jexl over the record's own values,
 * with a few functions and nothing else: no member access, no transforms, no names but fields.
 */

type Fn = (...args: unknown[]) => unknown;

const toNumber = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

const DAY_MS = 86_400_000;

/** A date or a moment as its day in the business's calendar (a moment is read in the business time zone). */
const dayOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const instant = value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(text) ? null : new Date(text);
  if (instant && !Number.isFinite(instant.getTime())) return null;
  const date = instant ? zonedParts(instant).date : text;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(time) ? Math.round(time / DAY_MS) : null;
};

/** The functions an expression may call, by name (upper case, as spreadsheets spell them). */
const FUNCTIONS: Record<string, Fn> = {
  IF: (condition, then, otherwise) => (condition ? then : otherwise),
  DAYS: (end, start) => {
    const [a, b] = [dayOf(end), dayOf(start)];
    return a === null || b === null ? null : a - b;
  },
  CONCAT: (...parts) => parts.map((p) => (p === null || p === undefined ? '' : String(p))).join(''),
  ROUND: (value, digits) => {
    const factor = 10 ** Math.trunc(toNumber(digits ?? 0));
    return Math.round(toNumber(value) * factor) / factor;
  },
  ABS: (value) => Math.abs(toNumber(value)),
  MIN: (...values) => Math.min(...values.map(toNumber)),
  MAX: (...values) => Math.max(...values.map(toNumber)),
};

const engine = new jexl.Jexl();
engine.addFunctions(FUNCTIONS);

/** Why an expression cannot be saved, with where (1-based, in the text as typed). */
export interface ExpressionProblem {
  message: string;
  values: Record<string, string | number>;
}

interface Node {
  type: string;
  name?: string;
  from?: Node;
  pool?: string;
  args?: Node[];
  left?: Node;
  right?: Node;
  operator?: string;
  test?: Node;
  consequent?: Node;
  alternate?: Node;
  value?: unknown;
}

/** What a node yields, as far as the check needs to know. */
type Kind = 'number' | 'text' | 'date' | 'bool' | 'any';

function kindOfField(field: FieldDef): Kind {
  if (field.type === 'number' || field.type === 'money') return 'number';
  if (field.type === 'date' || field.type === 'datetime') return 'date';
  if (field.type === 'bool') return 'bool';
  return 'text';
}

const ARITHMETIC = new Set(['+', '-', '*', '/', '%', '^']);

/**
 * Names a formula by its fields' names, whether typed as names or as the labels people read
 * (`{合同总额}`), keeping for each character of the result where it came from in the typed text.
 */
function resolved(typed: string, nameOf: (reference: string) => string | undefined): { text: string; origin: number[]; unknown?: { name: string; at: number } } {
  let text = '';
  const origin: number[] = [];
  let i = 0;
  while (i < typed.length) {
    if (typed[i] === '{') {
      const end = typed.indexOf('}', i);
      const reference = end < 0 ? typed.slice(i + 1) : typed.slice(i + 1, end);
      const name = nameOf(reference.trim());
      if (!name) return { text, origin, unknown: { name: reference.trim(), at: i + 1 } };
      for (const c of name) {
        text += c;
        origin.push(i);
      }
      i = end < 0 ? typed.length : end + 1;
      continue;
    }
    text += typed[i];
    origin.push(i);
    i += 1;
  }
  return { text, origin };
}

/** Where jexl's complaint points: it quotes the expression up to the token it stopped at. */
function placeOf(error: unknown, text: string, origin: readonly number[]): number {
  const message = error instanceof Error ? error.message : '';
  const token = /token: (.+)$/.exec(message)?.[1];
  if (token && text.includes(token)) return (origin[text.indexOf(token)] ?? text.length) + 1;
  const quoted = /expression: ([\s\S]*)$/.exec(message)?.[1];
  const at = quoted === undefined ? text.length : Math.min(text.length, quoted.trimEnd().length);
  return (origin[Math.max(0, at - 1)] ?? text.length) + 1;
}

export interface CheckedExpression {
  /** The expression with `{name}` references, as stored. */
  stored: string;
  inputs: string[];
}

/**
 * Checks a formula typed in 字段管理 against the kind's fields: every `{…}` names a field (by name or
 * label), the syntax holds, only known functions are called, arithmetic reads figures, and the
 * result fits the field's type. Answers the expression as stored, or the first problem with its place.
 */
export function checkExpression(typed: string, fields: Readonly<Record<string, FieldDef>>, labelOf: (field: FieldDef) => string, result: 'number' | 'money' | 'text'): CheckedExpression | ExpressionProblem {
  const byLabel = new Map(Object.entries(fields).map(([name, field]) => [labelOf(field), name]));
  const nameOf = (reference: string) => (reference in fields ? reference : byLabel.get(reference));
  const { text, origin, unknown } = resolved(typed, nameOf);
  if (unknown) return { message: 'customFields.formula.unknownField', values: { name: unknown.name, at: unknown.at } };
  if (!text.trim()) return { message: 'customFields.formula.empty', values: {} };
  let ast: Node;
  try {
    ast = (engine.compile(text) as unknown as { _getAst(): Node })._getAst();
  } catch (error) {
    return { message: 'customFields.formula.syntax', values: { at: placeOf(error, text, origin) } };
  }
  const inputs = new Set<string>();
  const problem = { current: null as ExpressionProblem | null };
  const refuse = (message: string, values: Record<string, string | number> = {}): Kind => {
    problem.current ??= { message, values };
    return 'any';
  };
  const kindOf = (node: Node, insideDays = false): Kind => {
    switch (node.type) {
      case 'Literal':
        return typeof node.value === 'number' ? 'number' : typeof node.value === 'boolean' ? 'bool' : 'text';
      case 'Identifier': {
        // jexl keeps an identifier's name as its value.
        const name = typeof node.value === 'string' ? node.value : '';
        if (node.from || !(name in fields)) return refuse('customFields.formula.unknownName', { name });
        inputs.add(name);
        const kind = kindOfField(fields[name]!);
        if (kind === 'date' && !insideDays) return refuse('customFields.formula.dateOutsideDays', { name: labelOf(fields[name]!) });
        return kind;
      }
      case 'FunctionCall': {
        if (node.pool !== 'functions' || !node.name || !(node.name in FUNCTIONS)) return refuse('customFields.formula.unknownFunction', { name: node.name ?? '' });
        const args = (node.args ?? []).map((arg) => kindOf(arg, node.name === 'DAYS'));
        if (node.name === 'IF') return args[1] === args[2] ? (args[1] ?? 'any') : 'any';
        return node.name === 'CONCAT' ? 'text' : 'number';
      }
      case 'BinaryExpression': {
        const left = kindOf(node.left!, insideDays);
        const right = kindOf(node.right!, insideDays);
        if (node.operator && ARITHMETIC.has(node.operator)) {
          if (node.operator === '+' && (left === 'text' || right === 'text')) return 'text';
          if (left === 'text' || right === 'text') return refuse('customFields.formula.textArithmetic', { operator: node.operator });
          return 'number';
        }
        return 'bool';
      }
      case 'UnaryExpression':
        kindOf(node.right!, insideDays);
        return node.operator === '!' ? 'bool' : 'number';
      case 'ConditionalExpression': {
        kindOf(node.test!, insideDays);
        const a = kindOf(node.consequent!, insideDays);
        const b = kindOf(node.alternate!, insideDays);
        return a === b ? a : 'any';
      }
      default:
        return refuse('customFields.formula.unsupported', {});
    }
  };
  const kind = kindOf(ast);
  if (problem.current) return problem.current;
  if (result !== 'text' && (kind === 'text' || kind === 'bool')) return { message: 'customFields.formula.resultNotNumber', values: {} };
  const stored = typed.replace(/\{([^{}]+)\}/g, (_m, reference: string) => `{${nameOf(reference.trim())!}}`);
  return { stored, inputs: [...inputs] };
}

export function isProblem(checked: CheckedExpression | ExpressionProblem): checked is ExpressionProblem {
  return 'message' in checked;
}

const compiled = new Map<string, ReturnType<typeof engine.compile>>();

/**
 * A stored expression's value over a record's values: missing figures count as 0 and missing texts
 * as empty; a figure is rounded to its field's scale (cents for money); null when it is no number.
 */
export function evaluateExpression(stored: string, field: FieldDef, values: Readonly<Record<string, unknown>>, fields: Readonly<Record<string, FieldDef>>): unknown {
  const text = stored.replace(/\{([^{}]+)\}/g, (_m, name: string) => name.trim());
  let expression = compiled.get(text);
  if (!expression) {
    expression = engine.compile(text);
    compiled.set(text, expression);
  }
  const context: Record<string, unknown> = {};
  for (const [name, input] of Object.entries(fields)) {
    const value = values[name];
    const kind = kindOfField(input);
    context[name] = kind === 'number' ? (value === null || value === undefined ? 0 : toNumber(value)) : kind === 'text' ? (value ?? '') : value;
  }
  let value: unknown;
  try {
    value = expression.evalSync(context);
  } catch {
    return null;
  }
  if (field.type === 'text') return value === null || value === undefined ? null : String(value).slice(0, 500);
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const scale = field.type === 'money' ? 2 : field.type === 'number' && field.integer ? 0 : 6;
  const rounded = Math.round(value * 10 ** scale) / 10 ** scale;
  if (!fitsColumn(field, rounded)) throw new BeyondColumn();
  return rounded;
}

/** A formula's result larger than its field's column holds: refused by whoever writes it, naming the field. */
export class BeyondColumn extends Error {
  constructor() {
    super('a formula result beyond its column');
    this.name = 'BeyondColumn';
  }
}
