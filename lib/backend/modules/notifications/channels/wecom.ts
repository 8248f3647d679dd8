import type { WecomSettings } from '@/lib/contract/notifications';
import { failed, type NotifyChannelSender } from './channel';
import { markdownOf, plainOf } from './robot-text';
import { postJson, robotOutcome } from './robot-answer';

/**
 * 企业微信 group robot: POST {webhook_url}?key=KEY with `msgtype` text (whose
 * `mentioned_mobile_list` @-mentions the recipient by mobile) or markdown (which cannot mention by
 * mobile: the name is set in bold instead). The robot answers {errcode, errmsg}; 0 is success.
 */
export const wecomChannel: NotifyChannelSender<WecomSettings> = {
  async send(settings, recipient, message, context) {
    if (!settings.key) return failed('notifications.errors.missing', { label: 'notifications.fields.key' }, true);
    let url: URL;
    try {
      url = new URL(settings.webhook_url);
    } catch {
      return failed('outbound.badUrl', { url: settings.webhook_url.slice(0, 200) }, true);
    }
    url.searchParams.set('key', settings.key);
    const mobile = settings.mention ? recipient.mobile : null;
    const payload = settings.format === 'text'
      ? { msgtype: 'text', text: { content: plainOf(message, 2000), ...(mobile ? { mentioned_mobile_list: [mobile] } : {}) } }
      : { msgtype: 'markdown', markdown: { content: markdownOf(message, settings.mention ? `**${recipient.realname}**` : null, 4000) } };
    return robotOutcome(await postJson(url.toString(), JSON.stringify(payload), context), (a) => ('errcode' in a ? { code: a.errcode, message: a.errmsg } : null));
  },
};
