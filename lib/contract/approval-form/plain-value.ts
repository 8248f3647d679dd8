import type { Control, DetailColumn } from './design';
import { numberOf, type DateRangeValue } from './formulas';
import { capitalAmount } from './capital-amount';

export const money = (n: number) => `¥${n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * A stored value as text (money in words too, unless in a table's cell), for the kinds that need no lookup: numbers, money with its capital form,
 * days, ranges with their duration, option labels. Null for the kinds that name people, records or files.
 */
/** The words a value reads with, in the reader's language; `aside` puts words beside a value (a range's days, money's capital form), in full-width brackets unless given. */
export interface ValueWords {
  days: (days: number) => string;
  separator: string;
  aside?: (text: string) => string;
}

const fullWidthAside = (text: string) => `（${text}）`;

export function plainValue(c: Control | DetailColumn, value: unknown, words: ValueWords & { inWords: boolean }): string | null {
  if (c.kind === 'person' || c.kind === 'department' || c.kind === 'record' || c.kind === 'attachment' || c.kind === 'detail') return null;
  if (value === null || value === undefined || value === '') return '-';
  const aside = words.aside ?? fullWidthAside;
  switch (c.kind) {
    case 'amount': {
      const n = numberOf(value);
      return n === null ? '-' : words.inWords ? `${money(n)}${aside(capitalAmount(n))}` : money(n);
    }
    case 'formula': {
      const n = numberOf(value);
      if (n === null) return '-';
      return !c.money ? String(n) : words.inWords ? `${money(n)}${aside(capitalAmount(n))}` : money(n);
    }
    case 'number':
      return `${String(value)}${'unit' in c && c.unit ? ` ${c.unit}` : ''}`;
    case 'dateRange': {
      // A range not checked yet (a draft's) may lack an end or its days: what it has, never "undefined".
      const range = value as Partial<DateRangeValue>;
      if (typeof range.start !== 'string' || typeof range.end !== 'string') return '-';
      return typeof range.days === 'number' ? `${range.start} ~ ${range.end}${aside(words.days(range.days))}` : `${range.start} ~ ${range.end}`;
    }
    case 'choice': {
      const picked = Array.isArray(value) ? value.map(String) : [String(value)];
      return picked.map((v) => c.options?.find((o) => o.value === v)?.label ?? v).join(words.separator);
    }
    default:
      return String(value);
  }
}
