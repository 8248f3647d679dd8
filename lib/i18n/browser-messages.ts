import compile from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';

/**
 * Texts the browser reads as they are and fills in itself (the diagram editor's own translate
 * function), never through t(): they go uncompiled.
 */
const READ_AS_TEXT: ReadonlySet<string> = new Set(['designer.bpmn']);

type Tree = { [key: string]: string | Tree };

const compiledTrees = new WeakMap<object, unknown>();

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
  const known = compiledTrees.get(tree);
  if (known) return known;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'string' ? compiledMessage(value) : compileTree(value, `${path}.${key}`);
  }
  compiledTrees.set(tree, out);
  return out;
}

/**
 * The messages as the browser gets them: compiled ahead (a plain text stays a string), because the
 * browser formats with use-intl's parser-free formatter (next.config.mjs aliases it), which keeps
 * the ICU parser out of every page. Compiled once per namespace object and kept.
 */
export function browserMessages(messages: Record<string, unknown>): AbstractIntlMessages {
  const out: Record<string, unknown> = {};
  for (const [namespace, tree] of Object.entries(messages)) out[namespace] = compileTree(tree as Tree, namespace);
  return out as AbstractIntlMessages;
}
