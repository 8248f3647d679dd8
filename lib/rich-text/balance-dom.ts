/**
 * The browser's build of balance-parse5.ts (package.json "imports", condition "browser"): the
 * browser's own parser does the same fragment parse and serialisation, so no HTML parser is
 * shipped to the pages that show or edit rich text.
 */
export function balanceHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}
