import { describe, expect, it } from 'vitest';
import { cityDivisionPrefix, codePrefix } from '@/lib/backend/modules/projects/code';

describe('project codes', () => {
  it('know a prefecture-level city however it is written', () => {
    expect(cityDivisionPrefix('广州')).toBe('4401');
    expect(cityDivisionPrefix(' 广州市 ')).toBe('4401');
    expect(cityDivisionPrefix('深圳')).toBe('4403');
    expect(cityDivisionPrefix('北京')).toBe('1101');
    expect(cityDivisionPrefix('火星')).toBeNull();
    expect(cityDivisionPrefix('')).toBeNull();
  });

  it('carry the day in business time (UTC+8)', () => {
    // 16:30 UTC on 20 May is already 21 May in China.
    expect(codePrefix('4401', new Date('2026-05-20T16:30:00Z'))).toBe('XM4401-260521-');
    expect(codePrefix('4401', new Date('2026-05-20T15:30:00Z'))).toBe('XM4401-260520-');
  });
});
