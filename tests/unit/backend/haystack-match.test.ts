import { describe, expect, it } from 'vitest';
import { haystackMatch } from '@/lib/backend/search/haystack-match';

/** SQL LIKE as the database applies it (backslash escapes, % any run, _ any one character). */
function like(text: string, pattern: string): boolean {
  let source = '';
  for (let at = 0; at < pattern.length; at++) {
    const c = pattern[at]!;
    if (c === '\\') source += (pattern[++at] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '%') source += '[\\s\\S]*';
    else if (c === '_') source += '[\\s\\S]';
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'u').test(text);
}

/** Haystack-like texts around the needle: at either end, between other words, repeated. */
function holding(needle: string): string[] {
  return [needle, `x${needle}`, `${needle}y`, `上海 ${needle} 有限\u0001pjxt`, `${needle}${needle}`, `a b ${needle}-c`];
}

describe('haystack match', () => {
  it('asks for a Chinese pair as the pair and its following space, the needle between spaces', () => {
    expect(haystackMatch('浦江')).toEqual({ indexed: '%浦江 %', needle: ' 浦江 ', narrowed: true });
  });

  it('asks for a long Latin word by its first, middle and last three letters', () => {
    expect(haystackMatch('everbright')).toEqual({ indexed: '%eve%rbr%ght%', needle: 'everbright', narrowed: true });
    expect(haystackMatch('abcdefghi')).toEqual({ indexed: '%abc%def%ghi%', needle: 'abcdefghi', narrowed: true });
  });

  it('asks for other texts as they are, their wildcards taken literally', () => {
    expect(haystackMatch('everbrig')).toEqual({ indexed: '%everbrig%', needle: 'everbrig', narrowed: true });
    expect(haystackMatch('13901000001')).toEqual({ indexed: '%13901000001%', needle: '13901000001', narrowed: true });
    expect(haystackMatch('pjxt')).toEqual({ indexed: '%pjxt%', needle: 'pjxt', narrowed: true });
    expect(haystackMatch('50%_a\\b')).toEqual({ indexed: '%50\\%\\_a\\\\b%', needle: '50%_a\\b', narrowed: false });
  });

  it('tells the texts the index cannot narrow: no three letters or digits in a row', () => {
    expect(['a', '42', '浦', 'u1@ex', 'a b c', '浦 江'].map((text) => haystackMatch(text).narrowed)).toEqual([false, false, false, false, false, false]);
    expect(['abc', '424', '浦江信', 'u1@example', '上海浦江'].map((text) => haystackMatch(text).narrowed)).toEqual([true, true, true, true, true]);
  });

  it('never leaves out a haystack that holds the needle', () => {
    const texts = ['浦江', 'everbright', 'abcdefghi', 'xintuotouziguanli', 'aaaaaaaaaaaa', 'abcabcabcabc', 'pjxt', '13901000001', '50%_a\\b', 'everbright holdings'];
    for (const text of texts) {
      const { indexed, needle } = haystackMatch(text);
      for (const haystack of holding(needle)) expect(like(haystack, indexed), `${haystack} ~ ${indexed}`).toBe(true);
    }
  });
});
