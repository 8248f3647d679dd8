import { describe, expect, it } from 'vitest';
import { fullTextListing } from '@/lib/backend/entity/features/full-text/listing-step';
import { filterFields } from '@/components/entity/list-query';
import { customerContactEntity } from '@/lib/entities/customer-contact';
import { queryableFields } from '@/lib/entity/advanced-query';
import { defineEntity } from '@/lib/entity/types';
import { withUnqueriedFields } from '@/lib/entity/unqueried-fields';

/** A list page offers no filter, sort or advanced query on the fields the kind's shape says the caller may not use. */
describe('fields the caller may not query', () => {
  const names = (list: { name: string }[]) => list.map((f) => f.name);

  it('are offered to neither the filter bar nor the advanced query, and sort nothing, but stay columns', () => {
    expect(names(filterFields(customerContactEntity))).toContain('mobile');
    expect(names(queryableFields(customerContactEntity))).toEqual(expect.arrayContaining(['mobile', 'email']));
    const limited = withUnqueriedFields(customerContactEntity, ['mobile', 'email']);
    expect(names(filterFields(limited))).not.toContain('mobile');
    expect(names(filterFields(limited))).toContain('contact_name');
    expect(names(queryableFields(limited))).not.toEqual(expect.arrayContaining(['mobile']));
    expect(names(queryableFields(limited))).not.toContain('email');
    expect(limited.fields.mobile.list).toEqual({ width: 130, sortable: false });
    expect(limited.fields.email.list).toMatchObject({ hiddenByDefault: true });
  });

  it('leave the declaration as it is when none is named (or only names it does not have)', () => {
    expect(withUnqueriedFields(customerContactEntity, [])).toBe(customerContactEntity);
    expect(withUnqueriedFields(customerContactEntity, ['no_such_field'])).toBe(customerContactEntity);
  });
});

describe('a keyword search over a list', () => {
  it('may not name a sensitive field: every reader of the list would match its hidden characters', () => {
    const entity = defineEntity({
      ...customerContactEntity,
      name: 'keywordContact',
      search: { fields: ['contact_name', 'mobile'] },
    });
    expect(() => fullTextListing({ entity, table: {} as never, columns: {}, listings: () => { throw new Error('unused'); } })).toThrow(/mobile cannot be searched by keyword/);
    const open = defineEntity({ ...entity, search: { fields: ['contact_name', 'job_title'] } });
    expect(fullTextListing({ entity: open, table: {} as never, columns: {}, listings: () => { throw new Error('unused'); } }).params).toEqual(['keyword']);
  });
});
