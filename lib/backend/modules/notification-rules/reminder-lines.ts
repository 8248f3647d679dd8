import type { Db } from '../../db/client';
import { todoCountsFor } from '../todo/port';
import type { ReminderLine } from './digest-text';

/** Where the digest takes a user's to-do counts from (the CRM's reminders, overdue approvals). */
export type ReminderProvider = (db: Db, userKey: string, now: Date) => Promise<ReminderLine[]>;

/** The to-do reminders' items that open a list, as the home page's card counts them for the user. */
export const todoReminderLines: ReminderProvider = async (db, userKey, now) =>
  (await todoCountsFor(db, userKey, now)).flatMap((item) => (item.link ? [{ key: item.key, count: item.count, link: item.link, days: item.days }] : []));
