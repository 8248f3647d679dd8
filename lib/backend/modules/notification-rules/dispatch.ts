import type { OutboundNotice } from '@/lib/contract/outbound-notice';
import { modeFor } from '@/lib/contract/notify-preferences';
import { translate } from '@/lib/i18n/messages';
import type { Db } from '../../db/client';
import { afterCall } from '../../http/after-call';
import { channelsConfigured, queueNotifications, wakeNotifications, type OutgoingNotification } from '../notifications/port';
import { keepForDigest, type DigestEntry } from './digest-items';
import { preferencesOf } from './preferences-store';
import { quietUntil } from './quiet-hours';

export interface DispatchedNotice extends OutboundNotice {
  recipients: readonly string[];
  /** The site-relative page of what it is about; the channel makes it an address of the site. */
  link: string | null;
}

/**
 * Turns one in-app message into what leaves the application, inside the transaction that wrote
 * it: per recipient and per channel an administrator enabled, nothing, a notification now (or at
 * the end of the recipient's quiet hours) or an entry of their next digest, each in the
 * recipient's language. A decision rolled back sends nothing.
 */
export async function dispatchNotice(tx: Db, notice: DispatchedNotice, now: Date = new Date()): Promise<void> {
  if (notice.recipients.length === 0) return;
  const channels = await channelsConfigured(tx);
  if (channels.length === 0) return;
  const preferences = await preferencesOf(tx, notice.recipients);
  const outgoing: OutgoingNotification[] = [];
  const digest: DigestEntry[] = [];
  for (const [userKey, chosen] of preferences) {
    const title = translate(chosen.locale, notice.title.key, notice.title.values);
    const text = translate(chosen.locale, notice.text.key, notice.text.values);
    const notBefore = quietUntil(now, chosen.quietHours);
    for (const channel of channels) {
      const mode = modeFor(chosen, notice.event, channel);
      if (mode === 'instant') outgoing.push({ userKey, channel, event: notice.event, title, text, link: notice.link, ...(notBefore ? { notBefore } : {}) });
      else if (mode === 'digest') digest.push({ userKey, channel, event: notice.event, title, text, link: notice.link });
    }
  }
  if (outgoing.length) {
    await queueNotifications(tx, outgoing);
    // Sent within seconds of the decision rather than at the sending job's next minute.
    afterCall('notifications.wake', wakeNotifications);
  }
  if (digest.length) await keepForDigest(tx, digest);
}
