import { describe, expect, it } from 'vitest';
import { DEMO_MODELS } from '@/lib/backend/modules/workflow/model/demo-models';
import { formDesignSchema } from '@/lib/contract/approval-form/design';
import { designIn } from '@/lib/contract/approval-form/design-language';
import { englishLabelOf, fieldLabelIn, withEnglishLabel } from '@/lib/workflow/field-english-label';

const field = { id: 'purpose', label: '用途', properties: [{ id: 'summary', value: 'true' }, { id: 'labelEn', value: ' Purpose ' }] };

describe('a BPMN form field’s English label', () => {
  it('is its labelEn property, trimmed; blank is none', () => {
    expect(englishLabelOf(field.properties)).toBe('Purpose');
    expect(englishLabelOf([{ id: 'labelEn', value: '  ' }])).toBeNull();
    expect(englishLabelOf([])).toBeNull();
  });

  it('is what an English reader reads, the label (else the id) what anyone else reads and what an English reader reads without one', () => {
    expect(fieldLabelIn('en-US', field)).toBe('Purpose');
    expect(fieldLabelIn('zh-CN', field)).toBe('用途');
    expect(fieldLabelIn('en-US', { ...field, properties: [] })).toBe('用途');
    expect(fieldLabelIn('zh-CN', { id: 'place', label: null, properties: [] })).toBe('place');
  });

  it('is set and taken away without touching the field’s other properties', () => {
    const others = [{ id: 'summary', value: 'true' }];
    expect(withEnglishLabel(others, ' Purpose ')).toEqual([...others, { id: 'labelEn', value: 'Purpose' }]);
    expect(withEnglishLabel(field.properties, '')).toEqual(others);
    expect(withEnglishLabel(withEnglishLabel(others, 'A'), 'B').filter((p) => p.id === 'labelEn')).toEqual([{ id: 'labelEn', value: 'B' }]);
  });
});

describe('the demo forms’ English names', () => {
  const formOf = (processId: string) => DEMO_MODELS.find((m) => m.process.id === processId)!.form!;

  it('name the choices’ options and the leave’s duration in English, each a valid English name', () => {
    for (const model of DEMO_MODELS) if (model.form) expect(formDesignSchema.safeParse(model.form).success).toBe(true);
    const leave = designIn('en-US', formOf('leave_request'));
    const kind = leave.fields.find((c) => c.id === 'leaveType');
    expect(kind?.kind === 'choice' ? kind.options?.map((o) => o.label) : null).toEqual(['Annual leave', 'Sick leave', 'Personal leave', 'Other']);
    const period = leave.fields.find((c) => c.id === 'leave');
    expect(period?.kind === 'dateRange' ? period.durationLabel : null).toBe('Days of leave');
    for (const [processId, control] of [['expense_claim', 'expenseType'], ['expense_claim', 'payWay'], ['seal_request', 'seal_kind'], ['payment_request', 'payWay']] as const) {
      const choice = formOf(processId).fields.find((c) => c.id === control);
      expect(choice?.kind === 'choice' ? choice.options?.every((o) => o.labelEn) : false).toBe(true);
    }
  });
});
