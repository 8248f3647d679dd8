import { describe, expect, it } from 'vitest';
import { checkFormData } from '@/lib/backend/modules/workflow/model/form-check';
import type { FormFieldDef } from '@/lib/contract/form-field';

const field = (id: string, type: string, required = true): FormFieldDef => ({
  id, label: id, type, default_value: null, date_pattern: null, enum_values: [],
  constraints: required ? [{ name: 'required', config: null }] : [], properties: [],
});

describe('form data against the model’s fields', () => {
  it('reads only what was sent: a field named like an Object.prototype member is missing when not sent', () => {
    expect(() => checkFormData([field('constructor', 'string')], {})).toThrow();
    expect(() => checkFormData([field('toString', 'long')], { amount: 1 })).toThrow();
    expect(checkFormData([field('constructor', 'string')], { constructor: '有值' })).toMatchObject({ constructor: '有值' });
  });
});
