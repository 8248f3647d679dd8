import { describe, expect, it } from 'vitest';
import { starGlyphs } from '@/components/entity/fields/number-format';

describe('a rating read as stars', () => {
  it('rounds to whole stars out of the maximum', () => {
    expect(starGlyphs(4.5)).toBe('★★★★★');
    expect(starGlyphs(4.4)).toBe('★★★★☆');
    expect(starGlyphs('3')).toBe('★★★☆☆');
    expect(starGlyphs(0)).toBe('☆☆☆☆☆');
    expect(starGlyphs(2, 3)).toBe('★★☆');
  });

  it('keeps within the scale and shows nothing for no figure', () => {
    expect(starGlyphs(9)).toBe('★★★★★');
    expect(starGlyphs(-1)).toBe('☆☆☆☆☆');
    expect(starGlyphs(null)).toBe('');
    expect(starGlyphs('')).toBe('');
  });
});
