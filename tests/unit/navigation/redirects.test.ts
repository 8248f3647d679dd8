import { describe, expect, it } from 'vitest';
import { redirectTargetOf } from '@/lib/navigation/page-directory';

/** Addresses that only lead to a child page: the server layouts send them on before any frame is drawn. */

describe('where an address that only redirects leads', () => {
  it('is its child page, as the specification lists them, with the query kept', () => {
    expect(redirectTargetOf('/person')).toBe('/person/index');
    expect(redirectTargetOf('/home/workbench')).toBe('/home/workbench/pending');
    expect(redirectTargetOf('/home/workbench?from=bell&x=1')).toBe('/home/workbench/pending?from=bell&x=1');
    expect(redirectTargetOf('/okrProject?key=prj-demo-01')).toBe('/okrProject/overview?key=prj-demo-01');
    expect(redirectTargetOf('/okrProject/projevtbudget?key=prj-demo-01')).toBe('/okrProject/budget/payment?key=prj-demo-01');
  });

  it('is nowhere for a page, an unknown path or a name of the table object itself', () => {
    for (const page of ['/person/index', '/home/workbench/pending', '/', '/crm/customer', '/person/', '/toString', '/constructor']) expect(redirectTargetOf(page), page).toBeNull();
  });
});
