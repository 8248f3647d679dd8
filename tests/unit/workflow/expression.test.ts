import { describe, expect, it } from 'vitest';
import { checkExpression, evaluate, evaluateCondition, ExpressionError } from '@/lib/backend/modules/workflow/expression';

describe('process expressions', () => {
  const vars = { amount: 20000, type: 'A', vip: false, approvers: ['u1', 'u2'], count: 3 };

  it('evaluates comparisons, and/or and arithmetic over the variables', () => {
    expect(evaluateCondition("${amount > 10000 && type == 'A'}", vars)).toBe(true);
    expect(evaluateCondition("${amount > 10000 and type == 'B'}", vars)).toBe(false);
    expect(evaluateCondition('${amount * 0.1 >= 2000 or vip}', vars)).toBe(true);
    expect(evaluateCondition('${not vip}', vars)).toBe(true);
    expect(evaluateCondition('${amount gt 30000}', vars)).toBe(false);
    expect(evaluate('${(amount - 5000) / count}', vars)).toBe(5000);
  });

  it('answers values, interpolated text and plain text', () => {
    expect(evaluate('${approvers}', vars)).toEqual(['u1', 'u2']);
    expect(evaluate('user-${type}-x', vars)).toBe('user-A-x');
    expect(evaluate('usr-leader', vars)).toBe('usr-leader');
    expect(evaluate("${type == 'and or'}", vars)).toBe(false);
  });

  it('treats anything but true as false in a condition, and unknown names as missing', () => {
    expect(evaluateCondition('${amount}', vars)).toBe(false);
    expect(evaluateCondition('${missing > 1}', vars)).toBe(false);
  });

  it('refuses broken expressions and any reach into object machinery', () => {
    expect(() => checkExpression('${amount >>> 1}')).toThrow(ExpressionError);
    expect(() => checkExpression('${amount > }')).toThrow(ExpressionError);
    expect(() => checkExpression('${type.constructor}')).toThrow(ExpressionError);
    expect(() => checkExpression('${__proto__}')).toThrow(ExpressionError);
    expect(() => checkExpression('${amount')).toThrow(ExpressionError);
    expect(() => evaluate('${process.exit(1)}', vars)).toThrow(ExpressionError);
  });
});
