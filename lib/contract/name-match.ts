/**
 * How well a person found by a search matches the words typed: the exact name or account first,
 * then those starting with the words, then those containing them. Someone typing 王芳 into a
 * picker and taking the first entry must get 王芳, not whoever was added last with 王芳 somewhere
 * in the name. The user list orders its answer by these tiers (lib/backend/modules/user-queries.ts
 * writes them in SQL, so a page holds the best matches of all); the pickers apply them again to
 * an answer, for an upstream that answers in another order.
 */

/** 0: exact, 1: starts with the words, 2: contains them. Case and surrounding spaces do not count. */
export type NameMatchTier = 0 | 1 | 2;

/** The best tier of any of the texts (a name, an account); null when none contains the words. */
export function nameMatchTier(keyword: string, texts: readonly string[]): NameMatchTier | null {
  const words = keyword.trim().toLowerCase();
  if (words === '') return 0;
  let best: NameMatchTier | null = null;
  for (const raw of texts) {
    const text = raw.toLowerCase();
    const tier: NameMatchTier | null = text === words ? 0 : text.startsWith(words) ? 1 : text.includes(words) ? 2 : null;
    if (tier !== null && (best === null || tier < best)) best = tier;
  }
  return best;
}

/** The items that match, best tier first; within a tier the order they came in (a stable sort). */
export function rankByNameMatch<T>(items: readonly T[], keyword: string, textsOf: (item: T) => readonly string[]): T[] {
  return items
    .map((item, index) => ({ item, index, tier: nameMatchTier(keyword, textsOf(item)) }))
    .filter((entry): entry is { item: T; index: number; tier: NameMatchTier } => entry.tier !== null)
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .map((entry) => entry.item);
}
