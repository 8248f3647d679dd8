import type { ChannelSettingsOf, NotifyChannel } from '@/lib/contract/notifications';
import type { ChannelMessage, NotifyChannelSender, Recipient, SendContext, SendOutcome } from './channel';
import { dingtalkChannel } from './dingtalk';
import { emailChannel } from './email';
import { feishuChannel } from './feishu';
import { webhookChannel } from './webhook';
import { wecomChannel } from './wecom';

/** Every channel's sender, by channel. */
export const CHANNEL_SENDERS: { [C in NotifyChannel]: NotifyChannelSender<ChannelSettingsOf[C]> } = {
  email: emailChannel,
  wecom: wecomChannel,
  dingtalk: dingtalkChannel,
  feishu: feishuChannel,
  webhook: webhookChannel,
};

/** Sends through one channel with that channel's settings. */
export function sendThrough<C extends NotifyChannel>(channel: C, settings: ChannelSettingsOf[C], recipient: Recipient, message: ChannelMessage, context: SendContext): Promise<SendOutcome> {
  const sender = CHANNEL_SENDERS[channel] as unknown as NotifyChannelSender<ChannelSettingsOf[C]>;
  return sender.send(settings, recipient, message, context);
}
