import { splitMessage } from '@/lib/entity/messages';
import type { Locale } from './locales';
import zhCN from '@/messages/zh-CN';
import enUS from '@/messages/en-US';

export type Messages = typeof zhCN;

const catalogue: Record<Locale, Messages> = { 'zh-CN': zhCN, 'en-US': enUS };

export function messagesFor(locale: Locale): Messages {
  return catalogue[locale];
}

function nodeAt(locale: Locale, key: string): unknown {
  let node: unknown = catalogue[locale];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

/** Where texts entered at run time are found (the labels of fields administrators added). */
type EnteredTexts = (locale: Locale, key: string) => string | undefined;
let enteredTexts: EnteredTexts | undefined;

/** The server hands in where its entered texts are read; they are looked up after the catalogue. */
export function readEnteredTextsFrom(source: EnteredTexts): void {
  enteredTexts = source;
}

function lookup(locale: Locale, key: string): string | undefined {
  const node = nodeAt(locale, key);
  return typeof node === 'string' ? node : enteredTexts?.(locale, key);
}

/**
 * A part of the catalogue as it is written (a text, or an object of texts), for the public pages'
 * lists: use-intl's t.raw is not available, as its messages are compiled (compiled-messages.ts).
 */
export function rawMessages(locale: Locale, namespace: string): (key: string) => unknown {
  return (key) => nodeAt(locale, `${namespace}.${key}`);
}

/**
 * Looks up a dotted key outside React (server answers, tests); falls back to the key itself.
 * A key may carry its values ('validation.maxLength?n=20&label=…', see lib/entity/messages.ts);
 * a value named label is a message key itself.
 */
export function translate(locale: Locale, message: string, values?: Record<string, string | number>): string {
  const { key, values: carried } = splitMessage(message);
  const text = lookup(locale, key);
  if (text === undefined) return message;
  const all: Record<string, string | number> = { ...carried, ...values };
  if (typeof all.label === 'string') all.label = lookup(locale, all.label) ?? all.label;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => String(all[name] ?? m));
}
