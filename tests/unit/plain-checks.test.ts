import { describe, expect, it } from 'vitest';
import { readMessageTotal } from '@/lib/client/message-total';
import { parseTopMenus } from '@/lib/client/user-settings';
import { arrayOf, countFrom, isString } from '@/lib/client/plain-checks';

describe('plain checks of stored values and small answers', () => {
  it('reads counts from numbers and numeric text, whole and not negative only', () => {
    expect(countFrom(3)).toBe(3);
    expect(countFrom('12')).toBe(12);
    expect(countFrom('1.5')).toBeNull();
    expect(countFrom(-1)).toBeNull();
    expect(countFrom(undefined)).toBeNull();
    expect(countFrom('abc')).toBeNull();
    expect(readMessageTotal({ business: '2', administration: 1, total: 3, extra: 'x' })).toEqual({ business: 2, administration: 1, total: 3 });
    expect(readMessageTotal({ business: 2, administration: 1 })).toBeNull();
    expect(readMessageTotal(null)).toBeNull();
  });

  it('checks strings by length and prefix, and arrays item by item', () => {
    expect(isString('/a', { prefix: '/' })).toBe(true);
    expect(isString('a', { prefix: '/' })).toBe(false);
    expect(isString('', { min: 1 })).toBe(false);
    expect(isString('abc', { max: 2 })).toBe(false);
    expect(arrayOf([1, 2], (v) => (typeof v === 'number' ? v : null))).toEqual([1, 2]);
    expect(arrayOf([1, 'x'], (v) => (typeof v === 'number' ? v : null))).toBeNull();
    expect(arrayOf([1, 2, 3], (v) => v as number, 2)).toBeNull();
    expect(parseTopMenus(['a', 'b'])).toEqual(['a', 'b']);
    expect(parseTopMenus(['a', 1])).toBeNull();
    expect(parseTopMenus(null)).toBeNull();
  });
});
