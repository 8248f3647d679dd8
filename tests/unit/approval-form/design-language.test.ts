import { describe, expect, it } from 'vitest';
import { designIn } from '@/lib/contract/approval-form/design-language';
import { formDesignSchema, type FormDesign } from '@/lib/contract/approval-form/design';
import { controlRule } from '@/lib/contract/approval-form/submission';

const design: FormDesign = formDesignSchema.parse({
  fields: [
    { kind: 'text', id: 'purpose', label: '事由', labelEn: 'Purpose', required: true },
    { kind: 'amount', id: 'total', label: '金额' },
    { kind: 'detail', id: 'lines', label: '费用明细', labelEn: 'Expense lines', columns: [{ kind: 'text', id: 'item', label: '项目', labelEn: 'Item' }, { kind: 'amount', id: 'cost', label: '费用' }, { kind: 'choice', id: 'paid', label: '已付', options: [{ value: 'y', label: '是', labelEn: 'Yes' }] }] },
    { kind: 'choice', id: 'kind', label: '类型', options: [{ value: 'travel', label: '差旅费', labelEn: 'Travel' }, { value: 'other', label: '其他' }] },
    { kind: 'dateRange', id: 'leave', label: '请假时间', durationLabel: '请假天数', durationLabelEn: 'Days of leave' },
  ],
});

describe('a designed form in the reader’s language', () => {
  it('labels controls and detail columns with their English labels for an English reader, the label as typed where none was given', () => {
    const english = designIn('en-US', design);
    expect(english.fields.map((c) => c.label)).toEqual(['Purpose', '金额', 'Expense lines', '类型', '请假时间']);
    const lines = english.fields[2];
    expect(lines?.kind === 'detail' ? lines.columns.map((c) => c.label) : null).toEqual(['Item', '费用', '已付']);
  });

  it('names options by their English labels and a range’s duration by its English name, each falling back to the name as typed', () => {
    const english = designIn('en-US', design);
    const kind = english.fields[3];
    expect(kind?.kind === 'choice' ? kind.options?.map((o) => [o.value, o.label]) : null).toEqual([['travel', 'Travel'], ['other', '其他']]);
    const paid = english.fields[2]?.kind === 'detail' ? english.fields[2].columns[2] : null;
    expect(paid?.kind === 'choice' ? paid.options.map((o) => o.label) : null).toEqual(['Yes']);
    const leave = english.fields[4];
    expect(leave?.kind === 'dateRange' ? leave.durationLabel : null).toBe('Days of leave');
    const plain = designIn('en-US', formDesignSchema.parse({ fields: [{ kind: 'dateRange', id: 'trip', label: '出差', durationLabel: '出差天数' }] })).fields[0];
    expect(plain?.kind === 'dateRange' ? plain.durationLabel : null).toBe('出差天数');
  });

  it('is the design as it was for a Chinese reader', () => {
    expect(designIn('zh-CN', design)).toBe(design);
  });

  it('leaves the design kept with the model as designed', () => {
    designIn('en-US', design);
    expect(design.fields[0]?.label).toBe('事由');
  });

  it('names the control in its English label where a rule refuses a value', () => {
    const [purpose] = designIn('en-US', design).fields;
    const refusal = controlRule(purpose!, (key, values) => `${key}: ${values.field}`).safeParse('');
    expect(refusal.success ? null : refusal.error.issues[0]?.message).toBe('required: Purpose');
  });
});

describe('a control’s English label as the designer saves it', () => {
  it('is optional, and blank is none', () => {
    const parsed = formDesignSchema.parse({ fields: [{ kind: 'text', id: 'a', label: '甲', labelEn: '  ' }] });
    expect(parsed.fields[0]?.labelEn).toBeNull();
  });

  it('refuses Chinese text in it with the English name’s own message', () => {
    const parsed = formDesignSchema.safeParse({ fields: [{ kind: 'text', id: 'a', label: '甲', labelEn: '甲方' }] });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe('englishName.notEnglish');
  });

  it('is checked the same way for an option and a range’s duration', () => {
    const option = formDesignSchema.safeParse({ fields: [{ kind: 'choice', id: 'a', label: '甲', options: [{ value: 'x', label: '乙', labelEn: '乙方' }] }] });
    expect(option.success ? null : option.error.issues[0]?.message).toBe('englishName.notEnglish');
    const duration = formDesignSchema.safeParse({ fields: [{ kind: 'dateRange', id: 'a', label: '甲', durationLabelEn: 'D'.repeat(101) }] });
    expect(duration.success ? null : duration.error.issues[0]?.message).toBe('englishName.tooLong?n=100');
    const blank = formDesignSchema.parse({ fields: [{ kind: 'choice', id: 'a', label: '甲', options: [{ value: 'x', label: '乙', labelEn: ' ' }] }] }).fields[0];
    expect(blank?.kind === 'choice' ? blank.options?.[0]?.labelEn : undefined).toBeNull();
  });
});
