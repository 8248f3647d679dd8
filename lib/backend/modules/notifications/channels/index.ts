import type { ChannelSettingsOf, NotifyChannel } from '@/lib/contract/notifications';
import type { NotifyChannelSender } from './channel';
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
