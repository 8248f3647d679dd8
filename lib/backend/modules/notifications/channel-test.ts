import { CHANNEL_SETTINGS_SCHEMAS, type ChannelSettingsOf, type NotifyChannel } from '@/lib/contract/notifications';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { sysUser } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { channelSettings, generalSettings } from './channel-settings';
import type { Recipient, SendOutcome } from './channels/channel';
import { sendThrough } from './channels';
import { verifySmtp } from './channels/email';
import { RunScope } from './run-scope';
import { absoluteLink } from './site-link';

/**
 * What 测试连接 and 发送测试消息 try: the form's unsaved values (blank secrets filled from what is
 * stored), under the outbound rules as saved. 测试连接 checks an SMTP server's answer and sign-in;
 * 发送测试消息 sends a real message to the administrator trying it (their e-mail address, a robot
 * mentioning them).
 */

export async function formValues<C extends NotifyChannel>(db: Db, channel: C, values: unknown): Promise<ChannelSettingsOf[C]> {
  const parsed = CHANNEL_SETTINGS_SCHEMAS[channel].parse(values) as ChannelSettingsOf[C];
  return channelSettings[channel].withStoredSecrets(db, parsed);
}

async function callerAsRecipient(db: Db, auth: Pick<AuthContext, 'userKey'>): Promise<Recipient> {
  const [r] = await db.select({ username: sysUser.username, realname: sysUser.realname, email: sysUser.email, phone: sysUser.phone }).from(sysUser).where(eq(sysUser.user_key, auth.userKey)).limit(1);
  return { userKey: auth.userKey, username: r?.username ?? '', realname: r?.realname ?? '', email: r?.email?.trim() || null, mobile: r?.phone?.trim() || null };
}

export async function testChannel<C extends NotifyChannel>(
  db: Db,
  auth: Pick<AuthContext, 'userKey'>,
  channel: C,
  settings: ChannelSettingsOf[C],
  send: boolean,
  words: { title: string; text: string },
): Promise<SendOutcome> {
  const general = await generalSettings.read(db);
  if (channel === 'email' && !send) return verifySmtp(settings as ChannelSettingsOf['email'], general.allowed_hosts);
  const scope = new RunScope();
  try {
    const message = { event: 'digest' as const, title: words.title, text: words.text, link: absoluteLink(general, '/system/notifyChannels') };
    return await sendThrough(channel, settings, await callerAsRecipient(db, auth), message, { allowedHosts: general.allowed_hosts, scope });
  } finally {
    await scope.close();
  }
}
