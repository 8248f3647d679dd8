import { describe, expect, it } from 'vitest';
import { quoteLineEntity } from '@/lib/entities/quote-line';
import { orderLineEntity } from '@/lib/entities/order-line';
import { evaluateFormula, withFormulas } from '@/lib/entity/features/formulas/formula';
import type { EntityDef, NumberField } from '@/lib/entity/types';

const amountOf = (entity: EntityDef, values: Record<string, unknown>) => evaluateFormula(entity, entity.fields.amount as NumberField, values);

describe('formulas on exact fractions', () => {
  it('multiplies to the cent where binary floating point would not', () => {
    expect(amountOf(orderLineEntity, { quantity: 3, unit_price: 19.99 })).toBe(59.97);
    expect(amountOf(orderLineEntity, { quantity: 3, unit_price: '0.10' })).toBe(0.3);
  });

  it('takes a discount off and puts a tax on, rounding half away from zero once at the end', () => {
    // 3 × 33.33 = 99.99; × 0.9 = 89.991; × 1.13 = 101.68983
    expect(amountOf(quoteLineEntity, { quantity: 3, unit_price: 33.33, discount: 10, tax_rate: 13 })).toBe(101.69);
    // 1 × 0.05 × 1.1 = 0.055: half a cent goes up
    expect(amountOf(quoteLineEntity, { quantity: 1, unit_price: 0.05, discount: 0, tax_rate: 10 })).toBe(0.06);
    // 7 × 1234.56 = 8641.92; less 12.5 % = 7561.68; plus 6 % = 8015.3808
    expect(amountOf(quoteLineEntity, { quantity: 7, unit_price: 1234.56, discount: 12.5, tax_rate: 6 })).toBe(8015.38);
  });

  it('counts an empty percentage as none and waits for the plain factors', () => {
    expect(amountOf(quoteLineEntity, { quantity: 2, unit_price: 10, discount: null, tax_rate: '' })).toBe(20);
    expect(amountOf(quoteLineEntity, { quantity: 2, unit_price: null, discount: 5 })).toBeNull();
    expect(withFormulas(quoteLineEntity, { quantity: 4, unit_price: 25, discount: 100, tax_rate: 13 }).amount).toBe(0);
  });
});
