import { pagePathsOf } from './product-menu';

/** The source of lib/navigation/page-paths.ts, written from the product's menu. */
export function pagePathsSource(): string {
  const { pages, entityLists } = pagePathsOf();
  const quote = (text: string) => `'${text}'`;
  return [
    '/**',
    " * The menu's page paths, and each entity's list pages (the first is where its records' pages live):",
    ' * what page-directory.ts answers from, so the browser need not load the menu itself.',
    ' * Written from product-menu.ts (page-paths-source.ts); tests/unit/page-paths.test.ts keeps it in',
    ' * step: run it with UPDATE_PAGE_PATHS=1 after changing the menu.',
    ' */',
    'export const PAGE_PATHS: readonly string[] = [',
    ...pages.map((p) => `  ${quote(p)},`),
    '];',
    '',
    'export const ENTITY_LIST_PATHS: Readonly<Record<string, readonly string[]>> = {',
    ...Object.entries(entityLists).sort(([a], [b]) => a.localeCompare(b)).map(([entity, paths]) => `  ${entity}: [${paths.map(quote).join(', ')}],`),
    '};',
    '',
  ].join('\n');
}
