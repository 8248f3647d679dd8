import { DEFAULT_DIALECT, DIALECT_NAMES, DIALECTS, type Dialect } from './moddle-extensions';

/** The dialect a document declares: flowable unless only camunda or activiti is declared. */
export function dialectOf(xml: string): Dialect {
  const declared = DIALECT_NAMES.filter((d) => xml.includes(DIALECTS[d]));
  return declared.includes(DEFAULT_DIALECT) || declared.length === 0 ? DEFAULT_DIALECT : declared[0]!;
}

/**
 * Rewrites a document from one dialect to another: the namespace declaration, and the prefix of
 * every element and attribute of that namespace. Used when the designer switches its prefix, so
 * what was set under the old one is kept under the new one.
 */
export function convertDialect(xml: string, from: Dialect, to: Dialect): string {
  if (from === to) return xml;
  const declaration = new RegExp(`xmlns:${from}="${escapeRegExp(DIALECTS[from])}"`, 'g');
  const prefixed = new RegExp(`(<\\/?|\\s)${from}:(?=[A-Za-z_])`, 'g');
  const otherTarget = new RegExp(`xmlns:${to}="[^"]*"\\s*`, 'g');
  return xml
    .replace(otherTarget, '')
    .replace(declaration, `xmlns:${to}="${DIALECTS[to]}"`)
    .replace(prefixed, (_, lead: string) => `${lead}${to}:`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
