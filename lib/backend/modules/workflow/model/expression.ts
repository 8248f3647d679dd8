import jexl from 'jexl';

/**
 * Expressions in process models: `${amount > 10000 && type == 'A'}` in conditions, `${initiator}`
 * in assignments, `${nrOfCompletedInstances >= 1}` in completion conditions. They are evaluated by
 * jexl over the process variables only: no function calls, no access to anything but the data.
 * The JUEL word operators of Flowable models (and, or, not, eq, ne, lt, gt, le, ge) are accepted.
 */

const engine = new jexl.Jexl();

const WORD_OPERATORS: Record<string, string> = { and: '&&', or: '||', not: '!', eq: '==', ne: '!=', lt: '<', gt: '>', le: '<=', ge: '>=' };

/** Names that would reach into an object's machinery rather than the process data. */
const FORBIDDEN_NAMES = /(^|[^\w$])(constructor|prototype|__proto__|__defineGetter__|__lookupGetter__)(?![\w$])/;

export class ExpressionError extends Error {
  constructor(public readonly source: string, reason: string) {
    super(`${source}: ${reason}`);
    this.name = 'ExpressionError';
  }
}

/** A strict evaluation read a name the variables do not hold (Flowable: "Unknown property used in expression"). */
export class UnknownVariableError extends ExpressionError {
  constructor(source: string, public readonly variable: string) {
    super(source, `unknown variable ${variable}`);
    this.name = 'UnknownVariableError';
  }
}

/** Rewrites the JUEL word operators outside string literals. */
function juelToJexl(body: string): string {
  let out = '';
  let i = 0;
  while (i < body.length) {
    const c = body[i]!;
    if (c === '"' || c === "'") {
      const end = closingQuote(body, i);
      out += body.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    const word = /^[A-Za-z_$][\w$]*/.exec(body.slice(i));
    if (word) {
      const before = out.trimEnd().slice(-1);
      const isMember = before === '.';
      out += !isMember && WORD_OPERATORS[word[0]] ? ` ${WORD_OPERATORS[word[0]]} ` : word[0];
      i += word[0].length;
      continue;
    }
    out += c;
    i += 1;
  }
  return out;
}

function closingQuote(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === quote) return i;
  }
  return text.length - 1;
}

/** The `${…}` / `#{…}` parts of a text, or null when the text holds no expression. */
function expressionParts(text: string): { literal: boolean; text: string }[] | null {
  if (!/[$#]\{/.test(text)) return null;
  const parts: { literal: boolean; text: string }[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.slice(i).search(/[$#]\{/);
    if (open < 0) {
      parts.push({ literal: true, text: text.slice(i) });
      break;
    }
    if (open > 0) parts.push({ literal: true, text: text.slice(i, i + open) });
    const start = i + open + 2;
    let depth = 1;
    let j = start;
    for (; j < text.length && depth > 0; j += 1) {
      const c = text[j];
      if (c === '"' || c === "'") j = closingQuote(text, j);
      else if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
    }
    if (depth !== 0) throw new ExpressionError(text, 'unclosed ${');
    parts.push({ literal: false, text: text.slice(start, j - 1) });
    i = j;
  }
  return parts;
}

function compileBody(source: string, body: string) {
  if (FORBIDDEN_NAMES.test(body)) throw new ExpressionError(source, 'forbidden name');
  if (!body.trim()) throw new ExpressionError(source, 'empty expression');
  try {
    return engine.compile(juelToJexl(body));
  } catch (error) {
    throw new ExpressionError(source, error instanceof Error ? error.message : String(error));
  }
}

/** jexl has no null literal: `null` (and `undefined`) are names that stand for nothing, never missing variables. */
const EMPTY_NAMES = new Set(['null', 'undefined']);

const cache = new Map<string, (context: Record<string, unknown>) => unknown>();
const CACHE_LIMIT = 2000;

function compiled(text: string): (context: Record<string, unknown>) => unknown {
  const hit = cache.get(text);
  if (hit) return hit;
  const parts = expressionParts(text);
  let run: (context: Record<string, unknown>) => unknown;
  if (!parts) {
    run = () => text;
  } else if (parts.length === 1 && !parts[0]!.literal) {
    const expr = compileBody(text, parts[0]!.text);
    run = (context) => expr.evalSync(context);
  } else {
    const pieces = parts.map((p) => (p.literal ? p.text : compileBody(text, p.text)));
    run = (context) => pieces.map((p) => (typeof p === 'string' ? p : String(p.evalSync(context) ?? ''))).join('');
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, run);
  return run;
}

/** Throws an ExpressionError when the text holds an expression that does not compile. */
export function checkExpression(text: string): void {
  compiled(text);
}

export function isExpression(text: string): boolean {
  return /[$#]\{/.test(text);
}

/**
 * Evaluates a text over the variables: a whole `${…}` answers its value (number, boolean, list),
 * text with embedded expressions answers the joined text, plain text answers itself.
 */
export function evaluate(text: string, variables: Record<string, unknown>, options: { strict?: boolean } = {}): unknown {
  // A null-prototype copy: the expression sees the data and nothing inherited.
  const data = Object.assign(Object.create(null) as Record<string, unknown>, variables);
  // Strict: reading a name the instance lacks fails instead of answering undefined. Names are read
  // as the expression runs, so the untaken side of `&&`, `||` and `?:` may name what is absent.
  // jexl rethrows what the context throws as a plain error, so the name is kept aside.
  let missing: string | null = null;
  const context = options.strict
    ? new Proxy(data, {
        get(target, name) {
          if (typeof name === 'string' && !(name in target) && !EMPTY_NAMES.has(name)) {
            missing = name;
            throw new UnknownVariableError(text, name);
          }
          return target[name as string];
        },
      })
    : data;
  try {
    return compiled(text)(context);
  } catch (error) {
    if (missing !== null) throw new UnknownVariableError(text, missing);
    if (error instanceof ExpressionError) throw error;
    throw new ExpressionError(text, error instanceof Error ? error.message : String(error));
  }
}

/** A sequence-flow or completion condition: true only for a true result (strict: see evaluate). */
export function evaluateCondition(text: string, variables: Record<string, unknown>, options: { strict?: boolean } = {}): boolean {
  const value = evaluate(text, variables, options);
  if (typeof value === 'string') return value.trim() === 'true';
  return value === true;
}
