import { createHmac } from 'node:crypto';
import type { WebhookSettings } from '@/lib/contract/notifications';
import { failed, type NotifyChannelSender } from './channel';
import { postJson, robotOutcome } from './robot-answer';

/**
 * A generic webhook: POST JSON {event, title, text, link, user: {key, username, realname}, sentAt}.
 * With a secret, `X-Signature-Timestamp` carries the time (seconds) and `X-Signature`
 * `sha256=<hex of HMAC-SHA256 keyed by the secret over "${timestamp}.${body}">`; a receiver
 * computes the same over the raw body and compares in constant time (docs/security.md). Any 2xx
 * answer is success.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export const webhookChannel: NotifyChannelSender<WebhookSettings> = {
  async send(settings, recipient, message, context) {
    if (!settings.url) return failed('notifications.errors.missing', { label: 'notifications.fields.url' }, true);
    const body = JSON.stringify({
      event: message.event,
      title: message.title,
      text: message.text,
      link: message.link,
      user: { key: recipient.userKey, username: recipient.username, realname: recipient.realname },
      sentAt: new Date().toISOString(),
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = settings.secret
      ? [{ name: 'X-Signature-Timestamp', value: String(timestamp) }, { name: 'X-Signature', value: webhookSignature(settings.secret, timestamp, body) }]
      : [];
    return robotOutcome(await postJson(settings.url, body, context, headers));
  },
};
