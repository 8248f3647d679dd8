import { describe, expect, it } from 'vitest';
import { businessEntity } from '@/lib/entities/business';
import { orderLineEntity } from '@/lib/entities/order-line';
import { reservationEntity } from '@/lib/entities/reservation';
import { boardMove, boardTargets } from '@/lib/entity/features/board/board';
import { evaluateFormula, withFormulas } from '@/lib/entity/features/formulas/formula';
import type { NumberField } from '@/lib/entity/types';
import { actionInputSchema, recordInputSchema } from '@/lib/entity/zod-schema';

const amount = orderLineEntity.fields.amount as NumberField;
const lineAmount = (quantity: unknown, unit_price: unknown) => evaluateFormula(orderLineEntity, amount, { quantity, unit_price });

describe('a formula field: an order line’s amount', () => {
  it('is quantity × price to the cent, exactly where binary floating point is not', () => {
    expect(lineAmount(3, 19.99)).toBe(59.97);
    expect(lineAmount(3, 0.1)).toBe(0.3);
    expect(lineAmount(7, 1234567.89)).toBe(8641975.23);
    expect(lineAmount(1_000_000, 9_999_999.99)).toBe(9_999_999_990_000);
    expect(lineAmount('2', '88000')).toBe(176000);
  });

  it('is empty while an input is missing, and is not an input of the form or the call', () => {
    expect(lineAmount(null, 5)).toBeNull();
    expect(lineAmount(2, '')).toBeNull();
    expect(withFormulas(orderLineEntity, { quantity: 4, unit_price: 2.5, amount: 999 }).amount).toBe(10);
    const parsed = recordInputSchema(orderLineEntity).parse({ order_key: 'ord1', product_name: '许可', quantity: 2, unit_price: 3, amount: 1 });
    expect(parsed).not.toHaveProperty('amount');
  });
});

describe('negotiators', () => {
  const schema = recordInputSchema(reservationEntity);
  const base = { subject: '洽谈', customer_key: 'cus1', visit_time: '2026-12-01 10:00:00' };
  const negotiators = (text: string) => schema.safeParse({ ...base, negotiators: text });

  it('takes up to three names separated by the full-width semicolon, tidying blanks and half-width semicolons', () => {
    expect(negotiators('周明；陈静；刘洋')).toMatchObject({ success: true, data: { negotiators: '周明；陈静；刘洋' } });
    expect(negotiators(' 周明 ; 陈静；；')).toMatchObject({ success: true, data: { negotiators: '周明；陈静' } });
  });

  it('refuses a fourth, in the form, the call and the action’s dialog alike', () => {
    const refused = negotiators('周明；陈静；刘洋；王磊');
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.message).toBe('rules.negotiatorsTooMany');
    const action = actionInputSchema(reservationEntity.actions!.negotiators!);
    expect(action.safeParse({ negotiators: '甲；乙；丙；丁' }).success).toBe(false);
    expect(action.safeParse({ negotiators: '甲；乙；丙' }).success).toBe(true);
  });
});

describe('the opportunity board', () => {
  const stages = ['initial', 'requirement', 'proposal', 'negotiation', 'won', 'lost'];

  it('moves cards with the stage-changing action, through its input', () => {
    expect(boardMove(businessEntity)).toMatchObject({ name: 'changeStage', input: 'stage' });
  });

  it('offers the columns the declared transitions allow, and none from won', () => {
    expect(boardTargets(businessEntity, 'initial', stages)).toEqual(['requirement', 'proposal', 'lost']);
    expect(boardTargets(businessEntity, 'negotiation', stages)).toEqual(['proposal', 'won', 'lost']);
    expect(boardTargets(businessEntity, 'won', stages)).toEqual([]);
  });
});
