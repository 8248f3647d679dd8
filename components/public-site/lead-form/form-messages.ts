import { getLocale } from 'next-intl/server';
import { localeOrDefault } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import type { FlatMessages } from './message-format';

/** What the form may have to say: its own texts and every message the shared schema can answer. */
const NAMESPACES = ['siteLeads.form', 'siteLeads.validation', 'validation', 'rules'] as const;

function flatten(node: unknown, prefix: string, out: Record<string, string>): void {
  if (typeof node === 'string') out[prefix] = node;
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flatten(v, `${prefix}.${k}`, out);
}

/** The few kilobytes of messages the lead form needs, in the page's language. */
export async function leadFormMessages(): Promise<FlatMessages> {
  const catalogue = messagesFor(localeOrDefault(await getLocale())) as unknown as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const path of NAMESPACES) {
    const node = path.split('.').reduce<unknown>((n, part) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[part] : undefined), catalogue);
    flatten(node, path, out);
  }
  return out;
}
