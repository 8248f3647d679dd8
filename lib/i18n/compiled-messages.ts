import compile from 'icu-minify/compile';
import type { Locale } from './locales';
import { messagesFor, type Messages } from './messages';

/**
 * Texts handed over as they are written because they are read as text, never through t(): the
 * diagram editor fills in its own placeholders.
 */
const READ_AS_TEXT: ReadonlySet<string> = new Set(['designer.bpmn']);

type Tree = { [key: string]: string | Tree };

/**
 * One message compiled. The compiler keeps a plural's or a select's branches in objects without a
 * prototype, which React cannot hand to the browser: they are made plain (the form is JSON).
 */
function compiledMessage(text: string): unknown {
  const compiled = compile(text);
  return typeof compiled === 'string' ? compiled : JSON.parse(JSON.stringify(compiled));
}

function compileTree(tree: Tree, path: string): unknown {
  if (READ_AS_TEXT.has(path)) return tree;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const at = path ? `${path}.${key}` : key;
    out[key] = typeof value === 'string' ? compiledMessage(value) : compileTree(value, at);
  }
  return out;
}

const compiled = new Map<Locale, Messages>();

/**
 * The catalogue as use-intl reads it, on the server and in the browser alike: every text compiled
 * ahead, because use-intl formats with its parser-free formatter (next.config.mjs aliases it), which
 * keeps the ICU parser out of every page. A plain text stays a string. Compiled once per language.
 * Code outside React reads the written texts (messages.ts: translate, rawMessages).
 */
export function compiledMessagesFor(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileTree(messagesFor(locale), '') as Messages;
    compiled.set(locale, messages);
  }
  return messages;
}
