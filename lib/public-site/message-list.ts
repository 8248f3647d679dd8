import { z } from 'zod';

/**
 * Lists of the public pages live in the message catalogues as objects keyed by a slug (the
 * catalogue test allows only texts as leaves, so no arrays). This reads one such object in its
 * written order and checks each entry's shape, so a missing field fails loudly in either language.
 */
export function messageList<T extends z.ZodType<object>>(raw: unknown, entry: T): (z.infer<T> & { key: string })[] {
  const parsed = z.record(z.string(), entry).parse(raw) as Record<string, z.infer<T>>;
  return Object.entries(parsed).map(([key, value]) => ({ ...value, key }));
}

/** A texts-only object (slug -> text) in its written order. */
export function messageTexts(raw: unknown): { key: string; text: string }[] {
  return Object.entries(z.record(z.string(), z.string()).parse(raw)).map(([key, text]) => ({ key, text }));
}

export const cardEntry = z.object({ title: z.string(), text: z.string(), mark: z.string().optional() });
export const stepEntry = z.object({ title: z.string(), text: z.string(), meta: z.string().optional() });
export const qaEntry = z.object({ q: z.string(), a: z.string(), by: z.string().optional() });
export const statEntry = z.object({ value: z.string(), label: z.string(), note: z.string().optional() });

/** Named texts (for example the labels drawn into an illustration), each required. */
export function messageStrings<K extends string>(raw: unknown, keys: readonly K[]): Record<K, string> {
  const shape = Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<K, z.ZodString>;
  return z.object(shape).parse(raw) as Record<K, string>;
}
