import { KEY_PATTERN } from '@/lib/entity/rules';
import { ENTITY_LIST_PATHS, PAGE_PATHS } from './page-paths';

/**
 * Which back-office addresses are pages, read from the product's menu (product-menu.ts) but without
 * it: the shell and list cells ask this on every page, and the menu itself, with its titles, rights
 * and buttons, stays on the server.
 */

/** Paths that only redirect to a child page. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/person': '/person/index',
  '/okrProject': '/okrProject/overview',
  '/okrProject/projevtbudget': '/okrProject/budget/payment',
  '/home/workbench': '/home/workbench/pending',
};

/**
 * Where an address that only redirects leads, its query kept ('/person?x=1' → '/person/index?x=1'),
 * or null for any other. The server layouts send it on before they render, so the first answer is
 * the redirect itself and the browser never draws a frame without its page.
 */
export function redirectTargetOf(wanted: string): string | null {
  const address = new URL(wanted, 'http://path.invalid');
  if (!Object.hasOwn(REDIRECTS, address.pathname)) return null;
  return `${REDIRECTS[address.pathname]!}${address.search}`;
}

/**
 * Pages opened from a menu page rather than from the menu: the menu page's right opens them, so
 * they need no menu entry (nor a permission row of their own on a data folder already in use).
 */
export const SUB_PAGES: Readonly<Record<string, string>> = {
  '/workflow/form-designer': '/workflow/model',
};

const pagePaths: ReadonlySet<string> = new Set(PAGE_PATHS);
const listPaths: ReadonlySet<string> = new Set(Object.values(ENTITY_LIST_PATHS).flat());

/** The list page of a record page (/crm/customer/<key> → /crm/customer), or null for any other path. */
export function recordListPathOf(pathname: string): string | null {
  const cut = pathname.lastIndexOf('/');
  if (cut <= 0) return null;
  const list = pathname.slice(0, cut);
  return listPaths.has(list) && KEY_PATTERN.test(pathname.slice(cut + 1)) ? list : null;
}

/** The first list page bound to an entity: its records' pages live under it (/crm/customer/<key>). */
export function entityListPath(entityName: string): string | undefined {
  return Object.hasOwn(ENTITY_LIST_PATHS, entityName) ? ENTITY_LIST_PATHS[entityName]![0] : undefined;
}

/** The menu path whose right opens a page: its own, or its list's for a record page. */
export function governingMenuPath(pathname: string): string {
  return recordListPathOf(pathname) ?? (Object.hasOwn(SUB_PAGES, pathname) ? SUB_PAGES[pathname]! : pathname);
}

/** True when the path is a back-office page of the product (built or still to come). */
export function isKnownBackOfficePath(pathname: string): boolean {
  if (pagePaths.has(pathname) || pathname in REDIRECTS || Object.hasOwn(SUB_PAGES, pathname) || recordListPathOf(pathname)) return true;
  // Tab refresh goes through /redirect plus the full path of a known page; bare /redirect is the home tab's.
  if (pathname === '/redirect') return true;
  if (pathname.startsWith('/redirect/')) return isKnownBackOfficePath(pathname.slice('/redirect'.length));
  return false;
}
