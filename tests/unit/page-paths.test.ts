import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityListPath, governingMenuPath, isKnownBackOfficePath } from '@/lib/navigation/page-directory';
import { pagePathsSource } from '@/lib/navigation/page-paths-source';
import { findMenuByPath, flattenMenu, recordPageOf } from '@/lib/navigation/product-menu';

const FILE = path.resolve(__dirname, '../../lib/navigation/page-paths.ts');

describe('page directory', () => {
  it('is written from the product menu', () => {
    const source = pagePathsSource();
    if (process.env.UPDATE_PAGE_PATHS === '1') writeFileSync(FILE, source);
    expect(readFileSync(FILE, 'utf8')).toBe(source);
  });

  it('answers as the menu does: every menu path is a page, record pages belong to their entity list', () => {
    for (const node of flattenMenu()) expect(isKnownBackOfficePath(node.path), node.path).toBe(true);
    expect(isKnownBackOfficePath('/crm/customer/cus-demo-01')).toBe(true);
    expect(governingMenuPath('/crm/customer/cus-demo-01')).toBe('/crm/customer');
    expect(recordPageOf('/crm/customer/cus-demo-01')).toEqual({ menu: findMenuByPath('/crm/customer'), recordKey: 'cus-demo-01' });
    expect(entityListPath('customer')).toBe(flattenMenu().find((n) => n.entity === 'customer')?.path);
    expect(isKnownBackOfficePath('/redirect/crm/customer')).toBe(true);
    expect(isKnownBackOfficePath('/crm/nothing-here')).toBe(false);
    expect(isKnownBackOfficePath('/crm/customer/bad key')).toBe(false);
    expect(entityListPath('noSuchEntity')).toBeUndefined();
  });

  it('is not the menu: it imports none of it', () => {
    // Its point is to keep the menu's titles, rights and buttons out of the browser.
    expect(readFileSync(FILE, 'utf8')).not.toMatch(/import/);
    expect(readFileSync(path.resolve(__dirname, '../../lib/navigation/page-directory.ts'), 'utf8')).not.toMatch(/product-menu'/);
  });
});
