import { createHmac } from 'node:crypto';
import type { DingtalkSettings } from '@/lib/contract/notifications';
import { failed, type NotifyChannelSender } from './channel';
import { markdownOf, openLabel } from './robot-text';
import { postJson, robotOutcome } from './robot-answer';

/**
 * 钉钉 group robot: POST {webhook_url}?access_token=…; with 加签 also `timestamp` (milliseconds)
 * and `sign` = base64(HMAC-SHA256 keyed by the secret over `${timestamp}\n${secret}`), URL-encoded.
 * Sends `msgtype` markdown (the recipient @-mentioned by mobile: `at.atMobiles` and @mobile in the
 * text, as DingTalk requires both) or actionCard (with a 查看详情 button). Answers {errcode, errmsg}.
 */
export function dingtalkSign(secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');
}

export const dingtalkChannel: NotifyChannelSender<DingtalkSettings> = {
  async send(settings, recipient, message, context) {
    if (!settings.access_token) return failed('notifications.errors.missing', { label: 'notifications.fields.access_token' }, true);
    let url: URL;
    try {
      url = new URL(settings.webhook_url);
    } catch {
      return failed('outbound.badUrl', { url: settings.webhook_url.slice(0, 200) }, true);
    }
    url.searchParams.set('access_token', settings.access_token);
    if (settings.secret) {
      const timestamp = Date.now();
      url.searchParams.set('timestamp', String(timestamp));
      url.searchParams.set('sign', dingtalkSign(settings.secret, timestamp));
    }
    const mobile = settings.mention ? recipient.mobile : null;
    const at = { atMobiles: mobile ? [mobile] : [], isAtAll: false };
    const text = markdownOf(message, mobile ? `@${mobile}` : null, 5000);
    const payload = settings.format === 'actionCard' && message.link
      ? { msgtype: 'actionCard', actionCard: { title: message.title, text, singleTitle: openLabel(), singleURL: message.link }, at }
      : { msgtype: 'markdown', markdown: { title: message.title, text }, at };
    return robotOutcome(await postJson(url.toString(), JSON.stringify(payload), context), (a) => ('errcode' in a ? { code: a.errcode, message: a.errmsg } : null));
  },
};
