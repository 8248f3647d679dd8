import { z } from 'zod';

/** The longest search text taken: longer input says more than any record title does. */
export const GLOBAL_SEARCH_MAX = 50;
/** Records answered per kind: the dialog shows a few of each, the list page shows the rest. */
export const GLOBAL_SEARCH_PER_KIND = 5;

export const globalSearchSchema = z.object({
  q: z.string().trim().min(1).max(GLOBAL_SEARCH_MAX),
  limit: z.coerce.number().int().min(1).max(20).default(GLOBAL_SEARCH_PER_KIND),
});

export const globalSearchHitSchema = z.strictObject({
  key: z.string(),
  /** The record's title (its declared title field). */
  title: z.string(),
  /** Another searched value holding the text searched for (a contact's phone), when the title does not. */
  matched: z.string().optional(),
  /** Where it opens: its record page, its parent's, or its list filtered to it; null when no page shows it. */
  href: z.string().nullable(),
});
export type GlobalSearchHit = z.infer<typeof globalSearchHitSchema>;

export const globalSearchGroupSchema = z.strictObject({
  /** The entity's name (customer, customerContact, …). */
  entity: z.string(),
  /** Message key of the entity's display name. */
  label: z.string(),
  hits: z.array(globalSearchHitSchema),
});
export type GlobalSearchGroup = z.infer<typeof globalSearchGroupSchema>;

export const globalSearchAnswerSchema = z.strictObject({ groups: z.array(globalSearchGroupSchema) });
export type GlobalSearchAnswer = z.infer<typeof globalSearchAnswerSchema>;

/**
 * The text split around case-insensitive occurrences of the needle, for highlighting: odd
 * positions are the matches. A needle not found (a pinyin match) leaves the text whole.
 */
export function highlightParts(text: string, needle: string): string[] {
  const wanted = needle.trim().toLowerCase();
  if (!wanted) return [text];
  const parts: string[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, from)) {
    parts.push(text.slice(from, at), text.slice(at, at + wanted.length));
    from = at + wanted.length;
  }
  parts.push(text.slice(from));
  return parts;
}
