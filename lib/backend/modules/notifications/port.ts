/**
 * What the notifications area offers the others: queueing notifications inside a decision's
 * transaction, waking the sending job once it committed, and which channels an administrator enabled.
 */
export type { OutgoingNotification } from './outgoing';
export { queueNotifications, wakeNotifications } from './outbox';
export { channelsConfigured } from './channel-settings';
