/**
 * What the to-do reminders offer the other areas: a user's items (key, count, link) at a moment,
 * counted as the reminder call counts them, for a job that sends them on (a digest, a notification).
 */
export { todoCountsFor } from './counts';
