import { describe, expect, it } from 'vitest';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { designWithout, editableControlsOf, editableFieldsOf, formatFormRights, hiddenFieldsFor, parseFormRights, rightsIssueAgainst, withoutFields } from '@/lib/contract/approval-form/field-rights';

const design: FormDesign = {
  fields: [
    { kind: 'text', id: 'reason', label: '事由' },
    { kind: 'text', id: 'bankAccount', label: '收款账号' },
    { kind: 'textarea', id: 'remark', label: '备注' },
    { kind: 'formula', id: 'total', label: '合计', op: 'sum', refs: ['reason'] },
  ],
};

describe('the formRights property', () => {
  it('reads a JSON object of rights, dropping read, and writes back only what is not read', () => {
    expect(parseFormRights('{"bankAccount":"hidden","remark":"edit","reason":"read"}')).toEqual({ rights: { bankAccount: 'hidden', remark: 'edit' }, issue: null });
    expect(parseFormRights(undefined)).toEqual({ rights: {}, issue: null });
    expect(parseFormRights('  ')).toEqual({ rights: {}, issue: null });
    expect(formatFormRights({ reason: 'read', remark: 'edit' })).toBe('{"remark":"edit"}');
    expect(formatFormRights({ reason: 'read' })).toBeNull();
  });

  it('names what is wrong: not JSON, not an object, a value not among the three', () => {
    expect(parseFormRights('{bankAccount:hidden}').issue).toEqual({ key: 'formRightsInvalid' });
    expect(parseFormRights('["remark"]').issue).toEqual({ key: 'formRightsInvalid' });
    expect(parseFormRights('{"remark":"write"}').issue).toEqual({ key: 'formRightBadValue', field: 'remark', value: 'write' });
  });

  it('fits the form only when it names its controls and edits no computed one', () => {
    expect(rightsIssueAgainst(design, { bankAccount: 'hidden', remark: 'edit' })).toBeNull();
    expect(rightsIssueAgainst(design, { iban: 'hidden' })).toEqual({ key: 'formRightUnknownField', field: 'iban' });
    expect(rightsIssueAgainst(undefined, { remark: 'edit' })).toEqual({ key: 'formRightUnknownField', field: 'remark' });
    expect(rightsIssueAgainst(design, { total: 'edit' })).toEqual({ key: 'formRightNotEditable', field: 'total' });
    expect(rightsIssueAgainst(design, { total: 'hidden' })).toBeNull();
    expect(editableFieldsOf({ bankAccount: 'hidden', remark: 'edit' })).toEqual(['remark']);
    expect(editableFieldsOf(undefined)).toEqual([]);
    expect(editableControlsOf(design, { remark: 'edit', reason: 'edit' })).toEqual(['reason', 'remark']);
  });
});

describe('who sees which control', () => {
  const rights = { leader: { bankAccount: 'hidden', remark: 'hidden' }, finance: { remark: 'edit' }, audit: { bankAccount: 'hidden' } } as const;

  it('shows the initiator and administrators everything', () => {
    expect([...hiddenFieldsFor(rights, { kind: 'all' })]).toEqual([]);
  });

  it('hides from an approver what every step of theirs hides', () => {
    expect(hiddenFieldsFor(rights, { kind: 'steps', nodeIds: ['leader'] })).toEqual(new Set(['bankAccount', 'remark']));
    // finance shows both: one step that shows a control is enough.
    expect(hiddenFieldsFor(rights, { kind: 'steps', nodeIds: ['leader', 'finance'] })).toEqual(new Set());
    expect(hiddenFieldsFor(rights, { kind: 'steps', nodeIds: ['leader', 'audit'] })).toEqual(new Set(['bankAccount']));
    // A step that sets no rights (a resubmission at the start) shows all.
    expect(hiddenFieldsFor(rights, { kind: 'steps', nodeIds: ['leader', 'start'] })).toEqual(new Set());
  });

  it('hides from anyone else what any step hides', () => {
    expect(hiddenFieldsFor(rights, { kind: 'outsider' })).toEqual(new Set(['bankAccount', 'remark']));
  });

  it('leaves hidden controls out of values and form, not blanked', () => {
    const hidden = new Set(['bankAccount']);
    const values = withoutFields({ reason: '出差', bankAccount: '6222000011112222' }, hidden);
    expect(values).toEqual({ reason: '出差' });
    expect(Object.hasOwn(values, 'bankAccount')).toBe(false);
    expect(designWithout(design, hidden).fields.map((c) => c.id)).toEqual(['reason', 'remark', 'total']);
    expect(designWithout(design, new Set())).toBe(design);
  });
});
