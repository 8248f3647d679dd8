import type { EntityDef, FieldDef, NumberField } from './types';

/** How a field's value follows from others: the product of two number or money fields. */
export interface Formula {
  times: readonly [string, string];
}

/** Decimal places each number kind is stored with (lib/backend/entity/table.ts). */
function scaleOf(field: FieldDef): number {
  if (field.type === 'money') return 2;
  return field.type === 'number' && field.integer ? 0 : 6;
}

/** A stored number as an exact scaled integer: 12.5 at scale 2 is 1250n. */
function scaled(value: number, scale: number): bigint {
  // toFixed prints the decimal a stored numeric came from, whatever the binary rounding.
  const [whole, fraction = ''] = Math.abs(value).toFixed(scale).split('.');
  const digits = BigInt(`${whole}${fraction}`);
  return value < 0 ? -digits : digits;
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The formula's value for these inputs, rounded half away from zero to the field's scale (cents for
 * money), worked out in integers so 3 × 19.99 is 59.97 exactly; null while an input is missing.
 */
export function evaluateFormula(entity: EntityDef, field: NumberField, values: Readonly<Record<string, unknown>>): number | null {
  if (!field.formula) return null;
  const [leftName, rightName] = field.formula.times;
  const left = toNumber(values[leftName]);
  const right = toNumber(values[rightName]);
  if (left === null || right === null) return null;
  const leftScale = scaleOf(entity.fields[leftName]!);
  const rightScale = scaleOf(entity.fields[rightName]!);
  const product = scaled(left, leftScale) * scaled(right, rightScale);
  const drop = leftScale + rightScale - scaleOf(field);
  const magnitude = product < 0n ? -product : product;
  const divisor = 10n ** BigInt(Math.max(drop, 0));
  const rounded = drop >= 0 ? (magnitude + divisor / 2n) / divisor : magnitude * 10n ** BigInt(-drop);
  const scale = scaleOf(field);
  const text = rounded.toString().padStart(scale + 1, '0');
  const decimal = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
  return Number(product < 0n ? `-${decimal}` : decimal);
}

/** The entity's fields whose value is worked out by a formula. */
export function formulaFields(entity: EntityDef): [string, NumberField][] {
  return Object.entries(entity.fields).flatMap(([name, field]) => ('formula' in field && field.formula ? [[name, field as NumberField]] : []));
}

/** The values with every formula field worked out from them (those whose inputs are missing become null). */
export function withFormulas(entity: EntityDef, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [name, field] of formulaFields(entity)) out[name] = evaluateFormula(entity, field, values);
  return out;
}
