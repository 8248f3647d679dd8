import { splitMessage } from '@/lib/entity/messages';

/** Message texts by full dotted key, as the server hands them to the form (no catalogue in the browser). */
export type FlatMessages = Readonly<Record<string, string>>;

/**
 * A message key as the shared schema and the form phrase it ('validation.required?label=…') in
 * the page's language; a `label` value is itself a key. Text that is not a known key is shown as it is.
 */
export function formatMessage(texts: FlatMessages, message: string, values: Record<string, string | number> = {}): string {
  const { key, values: carried } = splitMessage(message);
  const text = texts[key];
  if (text === undefined) return message;
  const all: Record<string, string | number> = { ...carried, ...values };
  if (typeof all.label === 'string') all.label = texts[all.label] ?? all.label;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(all[name] ?? whole));
}
