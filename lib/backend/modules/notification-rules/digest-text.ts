import { PREFERENCE_EVENTS, type PreferenceEvent } from '@/lib/contract/notify-preferences';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';

/** One line of to-do counts in the digest (a CRM list with something to do, overdue approvals, …). */
export interface ReminderLine {
  key: string;
  count: number;
  /** The list it counts, site-relative. */
  link: string;
  /** Its name in the recipient's language, when the provider knows it; else the to-do item's own name. */
  label?: string;
  /** The look-ahead the item counts with (its name says "within N days"), where it has one. */
  days?: number | null;
}

export interface DigestGroup {
  event: PreferenceEvent;
  titles: string[];
}

/** How many titles of one kind the digest names before it says how many more there are. */
export const TITLES_PER_GROUP = 10;

/** The entries grouped by event, in the order the events are listed, each group oldest first. */
export function groupDigest(entries: readonly { event: PreferenceEvent; title: string }[]): DigestGroup[] {
  const byEvent = new Map<PreferenceEvent, string[]>();
  for (const entry of entries) byEvent.set(entry.event, [...(byEvent.get(entry.event) ?? []), entry.title]);
  return PREFERENCE_EVENTS.filter((e) => byEvent.has(e)).map((event) => ({ event, titles: byEvent.get(event)! }));
}

/** A to-do line's name in the recipient's language. */
function reminderName(locale: Locale, line: ReminderLine): string {
  return line.label ?? translate(locale, `todo.items.${line.key}`, { days: line.days ?? 0 });
}

/**
 * The digest's title and plain text in the recipient's language: a heading per kind with its count
 * and titles, then the to-do counts that are not zero. Null when there is nothing to say.
 */
export function digestText(locale: Locale, day: string, entries: readonly { event: PreferenceEvent; title: string }[], reminders: readonly ReminderLine[]): { title: string; text: string } | null {
  const due = reminders.filter((r) => r.count > 0);
  const groups = groupDigest(entries);
  if (groups.length === 0 && due.length === 0) return null;
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, `notifyPreferences.digest.${key}`, values);
  const lines: string[] = [];
  for (const group of groups) {
    lines.push(t('group', { name: translate(locale, `notifyPreferences.events.${group.event}`), count: group.titles.length }));
    for (const title of group.titles.slice(0, TITLES_PER_GROUP)) lines.push(`  · ${title}`);
    if (group.titles.length > TITLES_PER_GROUP) lines.push(`  ${t('more', { count: group.titles.length - TITLES_PER_GROUP })}`);
  }
  if (due.length) {
    lines.push(t('reminders'));
    for (const line of due) lines.push(`  · ${t('reminderLine', { name: reminderName(locale, line), count: line.count })}`);
  }
  return { title: t('title', { day }), text: lines.join('\n') };
}

/** The to-do counts alone, for those who want them at once (即时) rather than in the digest. */
export function remindersText(locale: Locale, day: string, reminders: readonly ReminderLine[]): { title: string; text: string } | null {
  const due = reminders.filter((r) => r.count > 0);
  if (due.length === 0) return null;
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, `notifyPreferences.digest.${key}`, values);
  return { title: t('remindersTitle', { day }), text: due.map((line) => `· ${t('reminderLine', { name: reminderName(locale, line), count: line.count })}`).join('\n') };
}
