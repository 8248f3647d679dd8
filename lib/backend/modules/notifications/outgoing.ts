import type { NotifyChannel, NotifyEvent } from '@/lib/contract/notifications';

/** One notification to send to one person through one channel, as the deciding area words it. */
export interface OutgoingNotification {
  /** The recipient. */
  userKey: string;
  channel: NotifyChannel;
  event: NotifyEvent;
  /** Already in the recipient's language. */
  title: string;
  /** Plain text body. */
  text: string;
  /** A site-relative path (e.g. /workflow/task?...); made absolute with the site origin when sent. */
  link: string | null;
  /** Quiet hours: not sent before. */
  notBefore?: Date;
  /** The same key is queued once (a reminder sent once across processes). */
  dedupeKey?: string;
}
