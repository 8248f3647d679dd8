import type { EntityDef, FieldDef, NumberField } from '../../types';

/**
 * One factor of a formula: a number or money field as it stands, or a percentage field taken off
 * (a discount: × (1 − p/100)), put on (a tax: × (1 + p/100)) or taken as such (the tax alone:
 * × p/100). A percentage left empty counts as 0.
 */
export type FormulaFactor = string | { percentOff: string } | { percentOn: string } | { percent: string };

/**
 * How a field's value follows from others: the product of its factors (an order line's quantity ×
 * price), or one field less others (what is left of a plan: amount − paid).
 */
export type Formula = { times: readonly FormulaFactor[] } | { minus: readonly [string, ...string[]] };

/** The fields a formula reads. */
export function formulaInputs(formula: Formula): string[] {
  return 'times' in formula ? formula.times.map(factorField) : [...formula.minus];
}

/** The field a factor reads. */
export function factorField(factor: FormulaFactor): string {
  if (typeof factor === 'string') return factor;
  if ('percent' in factor) return factor.percent;
  return 'percentOff' in factor ? factor.percentOff : factor.percentOn;
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

/** A factor as an exact fraction; null while a plain factor's value is missing. */
function fractionOf(entity: EntityDef, factor: FormulaFactor, values: Readonly<Record<string, unknown>>): [bigint, bigint] | null {
  const name = factorField(factor);
  const scale = scaleOf(entity.fields[name]!);
  const unit = 10n ** BigInt(scale);
  const value = toNumber(values[name]);
  if (typeof factor === 'string') return value === null ? null : [scaled(value, scale), unit];
  const percent = scaled(value ?? 0, scale);
  const whole = 100n * unit;
  if ('percent' in factor) return [percent, whole];
  return ['percentOff' in factor ? whole - percent : whole + percent, whole];
}

/**
 * The formula's value for these inputs, rounded half away from zero to the field's scale (cents for
 * money), worked out on exact fractions so 3 × 19.99 is 59.97 and 3 × 33.33 less 10 % plus 13 %
 * is 101.69, whatever binary floating point would make of it; null while an input is missing.
 */
export function evaluateFormula(entity: EntityDef, field: NumberField, values: Readonly<Record<string, unknown>>): number | null {
  if (!field.formula) return null;
  if ('minus' in field.formula) return difference(field, field.formula.minus, values);
  let numerator = 1n;
  let denominator = 1n;
  for (const factor of field.formula.times) {
    const fraction = fractionOf(entity, factor, values);
    if (!fraction) return null;
    numerator *= fraction[0];
    denominator *= fraction[1];
  }
  const scale = scaleOf(field);
  const magnitude = (numerator < 0n ? -numerator : numerator) * 10n ** BigInt(scale);
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  const text = rounded.toString().padStart(scale + 1, '0');
  const decimal = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
  return Number(numerator < 0n && rounded > 0n ? `-${decimal}` : decimal);
}

/** The first field less the others, exact at the field's scale; an empty subtrahend counts as 0. */
function difference(field: NumberField, names: readonly string[], values: Readonly<Record<string, unknown>>): number | null {
  const scale = scaleOf(field);
  const [first, ...rest] = names.map((name) => toNumber(values[name]));
  if (first === null || first === undefined) return null;
  const total = rest.reduce<bigint>((sum, value) => sum - scaled(value ?? 0, scale), scaled(first, scale));
  const unit = 10n ** BigInt(scale);
  const magnitude = total < 0n ? -total : total;
  const whole = magnitude / unit;
  const fraction = (magnitude % unit).toString().padStart(scale, '0');
  return Number(`${total < 0n ? '-' : ''}${whole}${scale ? `.${fraction}` : ''}`);
}

/** The entity's fields whose value is worked out by a formula. */
export function formulaFields(entity: EntityDef): [string, NumberField][] {
  return Object.entries(entity.fields).flatMap(([name, field]) => ('formula' in field && field.formula ? [[name, field]] : []));
}

/** The values with every formula field worked out from them (those whose inputs are missing become null). */
export function withFormulas(entity: EntityDef, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [name, field] of formulaFields(entity)) out[name] = evaluateFormula(entity, field, values);
  return out;
}
