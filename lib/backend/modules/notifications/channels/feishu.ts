import { createHmac } from 'node:crypto';
import type { FeishuSettings } from '@/lib/contract/notifications';
import { failed, type NotifyChannelSender } from './channel';
import { openLabel, plainOf } from './robot-text';
import { postJson, robotOutcome } from './robot-answer';

/**
 * 飞书 group robot: POST {webhook_url}/{hook_token}; with 签名校验 the body carries `timestamp`
 * (seconds) and `sign` = base64(HMAC-SHA256 keyed by `${timestamp}\n${secret}` over an empty
 * message). Sends `msg_type` text or interactive (a card with the link as a button). Answers
 * {code, msg} (older robots {StatusCode, StatusMessage}); 0 is success.
 */
export function feishuSign(secret: string, timestamp: number): string {
  return createHmac('sha256', `${timestamp}\n${secret}`).update('').digest('base64');
}

function cardOf(title: string, text: string, link: string | null) {
  return {
    header: { title: { tag: 'plain_text', content: title } },
    elements: [
      { tag: 'div', text: { tag: 'plain_text', content: text } },
      ...(link ? [{ tag: 'action', actions: [{ tag: 'button', text: { tag: 'plain_text', content: openLabel() }, url: link, type: 'primary' }] }] : []),
    ],
  };
}

export const feishuChannel: NotifyChannelSender<FeishuSettings> = {
  async send(settings, _recipient, message, context) {
    if (!settings.hook_token) return failed('notifications.errors.missing', { label: 'notifications.fields.hook_token' }, true);
    const base = settings.webhook_url.replace(/\/+$/, '');
    const url = `${base}/${encodeURIComponent(settings.hook_token)}`;
    const timestamp = Math.floor(Date.now() / 1000);
    const signed = settings.secret ? { timestamp: String(timestamp), sign: feishuSign(settings.secret, timestamp) } : {};
    const payload = settings.format === 'text'
      ? { ...signed, msg_type: 'text', content: { text: plainOf(message, 4000) } }
      : { ...signed, msg_type: 'interactive', card: cardOf(message.title, message.text.slice(0, 4000), message.link) };
    return robotOutcome(await postJson(url, JSON.stringify(payload), context), (a) => {
      if ('code' in a) return { code: a.code, message: a.msg };
      if ('StatusCode' in a) return { code: a.StatusCode, message: a.StatusMessage };
      return null;
    });
  },
};
