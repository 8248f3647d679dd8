import type { Locale } from './locales';
import zhCN from '@/messages/zh-CN';
import enUS from '@/messages/en-US';

export type Messages = typeof zhCN;

const catalogue: Record<Locale, Messages> = { 'zh-CN': zhCN, 'en-US': enUS };

export function messagesFor(locale: Locale): Messages {
  return catalogue[locale];
}

/** Looks up a dotted key outside React (server answers, tests); falls back to the key itself. */
export function translate(locale: Locale, key: string, values?: Record<string, string | number>): string {
  let node: unknown = catalogue[locale];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return values ? node.replace(/\{(\w+)\}/g, (m, name: string) => String(values[name] ?? m)) : node;
}
