import { describe, expect, it } from 'vitest';
import { checkExpression, evaluate, evaluateCondition, ExpressionError, UnknownVariableError } from '@/lib/backend/modules/workflow/model/expression';

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

  it('strictly, fails on a name the variables lack and says which, reading names only as they run', () => {
    const strict = { strict: true };
    const failure = (() => {
      try {
        evaluateCondition('${amount > 1000 && region == "east"}', vars, strict);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(failure).toBeInstanceOf(UnknownVariableError);
    expect((failure as UnknownVariableError).variable).toBe('region');
    expect(evaluateCondition('${vip || missing}', { vip: true }, strict)).toBe(true);
    expect(evaluateCondition('${vip && missing}', { vip: false }, strict)).toBe(false);
    expect(evaluateCondition('${vip ? true : missing}', { vip: true }, strict)).toBe(true);
    expect(() => evaluateCondition('${vip ? missing : true}', { vip: true }, strict)).toThrow(UnknownVariableError);
    // Present but empty is not missing, and members of a present object are the data's own business.
    expect(evaluateCondition('${leader == null}', { leader: null }, strict)).toBe(true);
    expect(evaluateCondition('${order.total > 5}', { order: { total: 9 } }, strict)).toBe(true);
    expect(evaluateCondition('${constructorName == "x"}', {}, {})).toBe(false);
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
