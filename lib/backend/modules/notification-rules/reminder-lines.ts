import type { Db } from '../../db/client';
import type { ReminderLine } from './digest-text';

/** Where the digest takes a user's to-do counts from (the CRM's reminders, overdue approvals). */
export type ReminderProvider = (db: Db, userKey: string, now: Date) => Promise<ReminderLine[]>;

/**
 * The to-do counts the digest carries. The to-do area answers them per user (`todoCountsFor` in
 * its port); until it is part of the application the digest carries the gathered notifications
 * only, and the job is handed this provider.
 */
export const noReminderLines: ReminderProvider = async () => [];
