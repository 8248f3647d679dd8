import type { FieldDef } from './types';

/**
 * The digits the columns of figures are made with (lib/backend/entity/table.ts): a figure keeps
 * six decimals, an amount two, a whole number is a 32-bit integer. The form and the server check a
 * value against them, so a figure too large is refused with its field's name instead of failing
 * in the database.
 */
export const FIGURE_DIGITS = { precision: 20, scale: 6 } as const;
export const AMOUNT_DIGITS = { precision: 18, scale: 2 } as const;
const LARGEST_WHOLE = 2_147_483_647;

/** Whether a figure, rounded to its field's scale, fits the column the field is stored in. */
export function fitsColumn(field: Pick<FieldDef, 'type'> & { integer?: boolean }, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (field.type === 'number' && field.integer) return Math.abs(Math.round(value)) <= LARGEST_WHOLE;
  const { precision, scale } = field.type === 'money' ? AMOUNT_DIGITS : FIGURE_DIGITS;
  const rounded = Math.round(value * 10 ** scale) / 10 ** scale;
  return Math.abs(rounded) < 10 ** (precision - scale);
}
