/** Thousands separators on the whole part only: '1234567.891' -> '1,234,567.891'. */
export function groupDigits(text: string): string {
  const match = /^(-?)(\d*)(\.\d*)?$/.exec(text.trim());
  if (!match) return text;
  const [, sign = '', whole = '', fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}

/** What the user typed, without separators, for InputNumber's parser. */
export function ungroupDigits(text: string | undefined): string {
  return (text ?? '').replace(/,/g, '').trim();
}

export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export type Figure = 'number' | 'money';

/** Money always shows and takes two decimals. */
export const MONEY_DECIMALS = 2;

/** A list cell or detail value: grouped, money always with two decimals. */
export function formatFigure(value: unknown, decimals?: number): string {
  const n = toNumber(value);
  if (n === null) return '';
  const fixed = decimals === undefined ? String(n) : n.toFixed(decimals);
  // Exponent notation (1e21 and beyond) is left as it is rather than grouped wrongly.
  return /e/i.test(fixed) ? fixed : groupDigits(fixed);
}

/** A sum of money in yuan, as a board column shows it: '¥1,234,567.00' ('-¥12.50' when negative). */
export function formatCurrency(value: unknown): string {
  const n = toNumber(value) ?? 0;
  const text = formatFigure(Math.abs(n), MONEY_DECIMALS);
  return n < 0 ? `-¥${text}` : `¥${text}`;
}

/** A rating as stars out of `max`, the figure rounded to whole stars: 4.5 of 5 is '★★★★★', 4.4 '★★★★☆'. */
export function starGlyphs(value: unknown, max = 5): string {
  const n = toNumber(value);
  if (n === null) return '';
  const filled = Math.min(max, Math.max(0, Math.round(n)));
  return '★'.repeat(filled) + '☆'.repeat(max - filled);
}
