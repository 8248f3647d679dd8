import { parseFragment, serialize } from 'parse5';

/**
 * HTML made well-formed by the HTML standard's own rules: parsed as a fragment (a template's
 * content, as the browser's balance-dom.ts does) and written out again, so stray end tags are
 * gone, open ones are closed and tables are completed. Used on the server (saving and rendering).
 */
export function balanceHtml(html: string): string {
  return serialize(parseFragment(html));
}
