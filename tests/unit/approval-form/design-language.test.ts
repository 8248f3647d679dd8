import { describe, expect, it } from 'vitest';
import { designIn } from '@/lib/contract/approval-form/design-language';
import { formDesignSchema, type FormDesign } from '@/lib/contract/approval-form/design';
import { controlRule } from '@/lib/contract/approval-form/submission';

const design: FormDesign = formDesignSchema.parse({
  fields: [
    { kind: 'text', id: 'purpose', label: '事由', labelEn: 'Purpose', required: true },
    { kind: 'amount', id: 'total', label: '金额' },
    { kind: 'detail', id: 'lines', label: '费用明细', labelEn: 'Expense lines', columns: [{ kind: 'text', id: 'item', label: '项目', labelEn: 'Item' }, { kind: 'amount', id: 'cost', label: '费用' }] },
  ],
});

describe('a designed form in the reader’s language', () => {
  it('labels controls and detail columns with their English labels for an English reader, the label as typed where none was given', () => {
    const english = designIn('en-US', design);
    expect(english.fields.map((c) => c.label)).toEqual(['Purpose', '金额', 'Expense lines']);
    const lines = english.fields[2];
    expect(lines?.kind === 'detail' ? lines.columns.map((c) => c.label) : null).toEqual(['Item', '费用']);
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
});
