import { nameMatchTier } from '@/lib/contract/name-match';

/**
 * The entries of the panel's pickers (people, roles, positions, departments) and how typing
 * narrows and orders them: by the user search's tiers (exact, starts with, contains; see
 * lib/contract/name-match.ts) over the texts of each entry, so Enter takes the best match and
 * never a stale or newer look-alike. Only an expression typed where one is allowed is taken as
 * typed.
 */

export type PickOption = {
  value: string;
  label: string;
  /** What typing is matched against: a name and a key or code. */
  texts: readonly string[];
  disabled?: boolean;
  /** The typed text itself (an expression), listed first whatever was typed. */
  typed?: boolean;
};

export type PickGroup = {
  label: string;
  options: PickOption[];
};

/** What the select lists: entries, and groups of them. */
export type Listed = PickOption | PickGroup;

const isGroup = (entry: Listed): entry is PickGroup => 'options' in entry;

/** Whether an entry stays listed for the typed words; a group never as a whole, its entries one by one. */
export function pickMatches(input: string, entry?: Listed): boolean {
  if (!entry || isGroup(entry)) return false;
  return entry.typed === true || nameMatchTier(input, entry.texts) !== null;
}

const rank = (entry: Listed, searchValue: string): number => {
  if (isGroup(entry)) return 0;
  if (entry.typed) return -1;
  return nameMatchTier(searchValue, entry.texts) ?? 3;
};

/** Best match first within each group; groups keep their order (the sort is stable). */
export function pickOrder(a: Listed, b: Listed, info: { searchValue: string }): number {
  return rank(a, info.searchValue) - rank(b, info.searchValue);
}
