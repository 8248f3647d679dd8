/**
 * Text display helpers. Characters outside the basic (Latin-1) range count as two
 * units, roughly the width a CJK character takes next to a Latin one.
 */
export const DEFAULT_ELLIPSIS_UNITS = 25;
export const PICKER_ELLIPSIS_UNITS = 12;

export function displayUnits(text: string): number {
  let units = 0;
  for (const char of text) units += char.codePointAt(0)! > 0xff ? 2 : 1;
  return units;
}

/** The text cut to at most `limit` units, with '...' when something was cut. */
export function ellipsis(text: string, limit = DEFAULT_ELLIPSIS_UNITS): string {
  if (displayUnits(text) <= limit) return text;
  let units = 0;
  let kept = '';
  for (const char of text) {
    const width = char.codePointAt(0)! > 0xff ? 2 : 1;
    if (units + width > limit) break;
    units += width;
    kept += char;
  }
  return `${kept}...`;
}

/** Thousands-grouped numbers, keeping the decimals given. */
export function groupThousands(value: number | string, decimals?: number): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  return n.toLocaleString('en-US', decimals === undefined ? { maximumFractionDigits: 20 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
