import { describe, expect, it } from 'vitest';
import { movedCounts } from '@/components/entity/features/merge/merge-summary';
import { ENTITIES } from '@/lib/entities';
import { customerEntity } from '@/lib/entities/customer';
import { defaultMergeChoices, mergeFieldsOf, mergeReferencesOf, survivorFirst } from '@/lib/entity/features/merge/merge';

describe('what a merge moves, read from the declarations', () => {
  const references = mergeReferencesOf(customerEntity, ENTITIES);
  const find = (entity: string, field: string) => references.find((r) => r.entity === entity && r.field === field);

  it('finds the family children, a shared parent with its kind, and plain references of other kinds', () => {
    expect(find('customerContact', 'customer_key')).toEqual({ entity: 'customerContact', field: 'customer_key', multiple: false, child: true });
    expect(find('follow', 'subject_key')).toEqual({ entity: 'follow', field: 'subject_key', multiple: false, child: true, kind: { field: 'subject_kind', value: 'customer' } });
    expect(find('clue', 'customer_key')).toMatchObject({ child: false });
    expect(find('project', 'customer_key')).toMatchObject({ child: false });
  });

  it('names each field once, and no kind that does not name customers', () => {
    const ids = references.map((r) => `${r.entity}.${r.field}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(references.some((r) => r.entity === 'supplier')).toBe(false);
  });
});

describe('the values a merge keeps', () => {
  it('offers the editable stored fields, not worked-out or system ones', () => {
    const names = mergeFieldsOf(customerEntity).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['customer_name', 'short_name', 'status', 'remark']));
    expect(names).not.toContain('last_follow_time');
    expect(names).not.toContain('in_sea');
  });

  it('takes the survivor’s value, or the first filled one after it', () => {
    const records = new Map([
      ['a', { customer_name: 'A', short_name: '', remark: null, industry: 'bank' }],
      ['b', { customer_name: 'B', short_name: 'Bee', remark: null, industry: 'trust' }],
      ['c', { customer_name: 'C', short_name: 'Cee', remark: 'note', industry: null }],
    ]);
    const choices = defaultMergeChoices(customerEntity, survivorFirst(['b', 'a', 'c'], 'a'), records);
    expect(choices).toMatchObject({ customer_name: 'a', short_name: 'b', remark: 'c', industry: 'a' });
    // A field empty everywhere keeps the survivor's (empty) value.
    expect(choices.address).toBe('a');
  });
});

describe('the dialog’s summary', () => {
  it('counts what names the records other than the survivor, by kind, leaving out kinds with none', () => {
    const moving = movedCounts([
      { entity: 'customerContact', label: 'c', field: 'customer_key', counts: { a: 2, b: 1, c: 3 } },
      { entity: 'ticket', label: 't', field: 'customer_key', counts: { a: 4, b: 0, c: 0 } },
    ], 'a');
    expect(moving).toEqual([{ entity: 'customerContact', label: 'c', count: 4 }]);
  });
});
