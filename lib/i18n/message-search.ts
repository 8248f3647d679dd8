import { locales, type Locale } from './locales';
import { messagesFor } from './messages';

type Where = 'contains' | 'startsWith' | 'endsWith' | 'equals';

let leaves: { key: string; texts: string[] }[] | null = null;

/** Every message as its dotted key and its text in each language, flattened once. */
function allLeaves(): { key: string; texts: string[] }[] {
  if (leaves) return leaves;
  const byKey = new Map<string, string[]>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') {
      const texts = byKey.get(prefix) ?? [];
      texts.push(node.toLowerCase());
      byKey.set(prefix, texts);
    } else if (node && typeof node === 'object') {
      for (const [part, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${part}` : part);
    }
  };
  for (const locale of locales as readonly Locale[]) walk(messagesFor(locale), '');
  leaves = [...byKey].map(([key, texts]) => ({ key, texts }));
  return leaves;
}

function matches(text: string, term: string, where: Where): boolean {
  switch (where) {
    case 'startsWith':
      return text.startsWith(term);
    case 'endsWith':
      return text.endsWith(term);
    case 'equals':
      return text === term;
    default:
      return text.includes(term);
  }
}

/**
 * The message keys under `prefix` whose text in any language matches `term` (case-insensitive):
 * a list can then find records that store a message key ('menu.customer') by what a reader sees (客户).
 */
export function messageKeysMatching(term: string, prefix: string, where: Where = 'contains'): string[] {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return [];
  return allLeaves()
    .filter((leaf) => leaf.key.startsWith(prefix) && leaf.texts.some((text) => matches(text, wanted, where)))
    .map((leaf) => leaf.key);
}
