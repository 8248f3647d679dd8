import { describe, expect, it } from 'vitest';
import { isPublicPage, isPublicPath } from '@/lib/navigation/public-paths';
import { flattenMenu, isKnownBackOfficePath, REDIRECTS } from '@/lib/navigation/product-menu';

describe('public paths', () => {
  it('covers the public paths and their sub-paths, nothing else', () => {
    for (const p of ['/login', '/register', '/index', '/news', '/article', '/article/abc', '/404']) expect(isPublicPath(p)).toBe(true);
    for (const p of ['/', '/okrProject', '/loginx', '/system/user', '/person/index']) expect(isPublicPath(p)).toBe(false);
  });

  it('knows which public paths are pages: the listed ones and one article key deep', () => {
    for (const p of ['/index', '/board', '/article', '/article/abc']) expect(isPublicPage(p)).toBe(true);
    for (const p of ['/index/more', '/article/', '/article/a/b', '/news/2']) expect(isPublicPage(p)).toBe(false);
  });
});

describe('product menu', () => {
  it('has unique keys and paths', () => {
    const nodes = flattenMenu();
    expect(new Set(nodes.map((n) => n.key)).size).toBe(nodes.length);
    expect(new Set(nodes.map((n) => n.path)).size).toBe(nodes.length);
  });

  it('knows the back office’s routes and the redirect parents', () => {
    for (const p of ['/', '/person/index', '/okrProject/overview', '/okrProject/budget/otherCost', '/home/workbench/transferToMe', '/redirect/crm/customer', '/redirect']) {
      expect(isKnownBackOfficePath(p)).toBe(true);
    }
    for (const p of Object.keys(REDIRECTS)) expect(isKnownBackOfficePath(p)).toBe(true);
    expect(isKnownBackOfficePath('/no/such/page')).toBe(false);
    expect(isKnownBackOfficePath('/redirect/no/such')).toBe(false);
  });

  it('marks the budget children and workbench children with their prevent path', () => {
    const byPath = new Map(flattenMenu().map((n) => [n.path, n]));
    expect(byPath.get('/okrProject/budget/payment')?.prevent).toBe('/okrProject/projevtbudget');
    expect(byPath.get('/home/workbench/pending')?.prevent).toBe('/home');
  });
});
