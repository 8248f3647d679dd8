import { describe, expect, it } from 'vitest';
import { canBeDefault, conditionAttrsOf, conditionFormOf, flowTypeChange, flowTypeOf } from '@/lib/workflow/flow-condition';
import { normalizeAsync } from '@/lib/workflow/task-async';

describe('flow type', () => {
  it('reads default before condition', () => {
    expect(flowTypeOf({ isDefault: true, hasCondition: false })).toBe('default');
    expect(flowTypeOf({ isDefault: false, hasCondition: true })).toBe('condition');
    expect(flowTypeOf({ isDefault: false, hasCondition: false })).toBe('normal');
  });

  it('condition creates an empty condition, default clears it and marks the source, normal removes both', () => {
    expect(flowTypeChange('condition')).toEqual({ condition: 'empty', markDefault: false });
    expect(flowTypeChange('default')).toEqual({ condition: 'none', markDefault: true });
    expect(flowTypeChange('normal')).toEqual({ condition: 'none', markDefault: false });
  });

  it('lets only gateways and activities own a default flow', () => {
    expect(canBeDefault('bpmn:ExclusiveGateway')).toBe(true);
    expect(canBeDefault('bpmn:UserTask')).toBe(true);
    expect(canBeDefault('bpmn:ParallelGateway')).toBe(false);
    expect(canBeDefault('bpmn:StartEvent')).toBe(false);
  });
});

describe('condition attributes', () => {
  const base = { conditionType: 'script' as const, body: 'return amount > 1', language: 'groovy', scriptType: 'inlineScript' as const, resource: 'rules/amount.groovy' };

  it('keeps an inline script and an external resource mutually exclusive', () => {
    expect(conditionAttrsOf(base)).toEqual({ body: 'return amount > 1', language: 'groovy', resource: undefined });
    expect(conditionAttrsOf({ ...base, scriptType: 'externalScript' })).toEqual({ body: undefined, language: 'groovy', resource: 'rules/amount.groovy' });
  });

  it('writes an expression as its body alone', () => {
    expect(conditionAttrsOf({ ...base, conditionType: 'expression', body: '${amount > 10000}' })).toEqual({ body: '${amount > 10000}', language: undefined, resource: undefined });
    expect(conditionAttrsOf({ ...base, conditionType: 'expression', body: '  ' }).body).toBeUndefined();
    expect(conditionAttrsOf({ ...base, conditionType: 'expression', body: '${ok}\n' }).body).toBe('${ok}');
  });

  it('reads a stored condition back as its form', () => {
    expect(conditionFormOf({ body: '${ok}' })).toMatchObject({ conditionType: 'expression', body: '${ok}' });
    expect(conditionFormOf({ language: 'js', resource: 'a.js' })).toMatchObject({ conditionType: 'script', scriptType: 'externalScript', resource: 'a.js' });
    expect(conditionFormOf({ language: 'js', body: 'x' })).toMatchObject({ conditionType: 'script', scriptType: 'inlineScript' });
  });
});

describe('task async flags', () => {
  it('resets exclusive when neither async flag is set, and keeps it otherwise', () => {
    expect(normalizeAsync({ asyncBefore: false, asyncAfter: false, exclusive: true })).toEqual({ asyncBefore: false, asyncAfter: false, exclusive: false });
    expect(normalizeAsync({ asyncBefore: true, asyncAfter: false, exclusive: true }).exclusive).toBe(true);
    expect(normalizeAsync({ asyncBefore: false, asyncAfter: true, exclusive: true }).exclusive).toBe(true);
  });
});
