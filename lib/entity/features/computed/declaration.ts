/**
 * Fields worked out by the server and never typed (docs/fields.md, "Formula and roll-up fields"):
 * an expression over the record's own fields, or a roll-up of the live records of a child kind.
 */

export type RollupAggregate = 'sum' | 'count' | 'min' | 'max' | 'avg';

export interface RollupDecl {
  /** The child kind (its parent link names this kind). */
  child: string;
  aggregate: RollupAggregate;
  /** The child field summed, averaged…; none for a count. */
  field?: string;
  /** Only the children whose field holds this value (a dictionary item, a status). */
  where?: { field: string; value: string };
}

/**
 * An expression names fields as `{name}`: arithmetic (+ − × ÷), comparisons, `a ? b : c` and the
 * functions IF, DAYS (days from the second date to the first), CONCAT, ROUND, ABS, MIN and MAX.
 */
export type ComputedDecl = { expression: string } | { rollup: RollupDecl };

const REFERENCE = /\{([^{}]+)\}/g;

/** The fields an expression reads, in the order it names them. */
export function expressionInputs(expression: string): string[] {
  return [...new Set([...expression.matchAll(REFERENCE)].map((m) => m[1]!.trim()))];
}

/** The expression with each field named as people read it (`{合同总额} - {回款合计}`). */
export function expressionText(expression: string, labelOf: (name: string) => string): string {
  return expression.replace(REFERENCE, (_m, name: string) => `{${labelOf(name.trim())}}`);
}
