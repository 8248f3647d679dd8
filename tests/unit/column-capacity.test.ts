import { describe, expect, it } from 'vitest';
import { fitsColumn } from '@/lib/entity/column-capacity';
import { fieldRule } from '@/lib/entity/zod-schema';
import type { FieldDef } from '@/lib/entity/types';
import { translate } from '@/lib/i18n/messages';

describe('figures and the columns that hold them', () => {
  it('fit up to the digits each column is made with', () => {
    const money = { type: 'money' } as const;
    const figure = { type: 'number' } as const;
    const whole = { type: 'number', integer: true } as const;
    expect([fitsColumn(money, 9_999_999_999_999.99), fitsColumn(money, 1e16), fitsColumn(money, -1e16)]).toEqual([true, false, false]);
    expect([fitsColumn(figure, 99_999_999_999_999.5), fitsColumn(figure, 1e14), fitsColumn(figure, 0.0000001)]).toEqual([true, false, true]);
    expect([fitsColumn(whole, 2_147_483_647), fitsColumn(whole, 2_147_483_648), fitsColumn(whole, -2_147_483_649)]).toEqual([true, false, false]);
    expect(fitsColumn(money, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('are refused by the form’s and the server’s rule, naming the field', () => {
    const field: FieldDef = { type: 'money', label: 'entity.income.fields.amount' };
    const result = fieldRule(field).safeParse(99999999999999999999);
    expect(result.success).toBe(false);
    expect(translate('zh-CN', result.error!.issues[0]!.message)).toBe('「收入金额（元）」超出可保存的范围');
    expect(fieldRule(field).safeParse(1234.5).success).toBe(true);
  });
});
