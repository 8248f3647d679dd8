import { CHANNEL_SECRETS, CHANNEL_SETTINGS_SCHEMAS, NOTIFY_CHANNELS, notifyGeneralSchema, type ChannelSettingsOf, type NotifyChannel, type NotifyGeneral } from '@/lib/contract/notifications';
import type { Db } from '../../db/client';
import { storedSetting, type StoredSetting } from '../../settings/stored-setting';

/**
 * Each channel's settings as one stored group (sys_setting `notify.<channel>`), its secrets sealed
 * at rest; and the group the channels share (`notify.general`: the links' origin, the private
 * hosts an administrator allows).
 */

type ChannelStore = { [C in NotifyChannel]: StoredSetting<ChannelSettingsOf[C]> };

function channelStore<C extends NotifyChannel>(channel: C): StoredSetting<ChannelSettingsOf[C]> {
  const schema = CHANNEL_SETTINGS_SCHEMAS[channel];
  return storedSetting<ChannelSettingsOf[C]>({
    key: `notify.${channel}`,
    schema: schema as never,
    defaults: schema.parse({}) as ChannelSettingsOf[C],
    secrets: CHANNEL_SECRETS[channel] as never,
  });
}

export const channelSettings: ChannelStore = {
  email: channelStore('email'),
  wecom: channelStore('wecom'),
  dingtalk: channelStore('dingtalk'),
  feishu: channelStore('feishu'),
  webhook: channelStore('webhook'),
};

export const generalSettings: StoredSetting<NotifyGeneral> = storedSetting({
  key: 'notify.general',
  schema: notifyGeneralSchema,
  defaults: notifyGeneralSchema.parse({}),
});

/** The channels an administrator enabled. */
export async function channelsConfigured(db: Db): Promise<NotifyChannel[]> {
  const enabled = await Promise.all(NOTIFY_CHANNELS.map(async (channel) => (await channelSettings[channel].read(db)).enabled));
  return NOTIFY_CHANNELS.filter((_, i) => enabled[i]);
}
