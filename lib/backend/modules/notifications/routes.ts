import { ok } from '@/lib/contract/envelope';
import { noDataSchema } from '@/lib/contract/no-data';
import {
  channelInputSchema, channelTestAnswerSchema, channelTestSchema, NOTIFY_CHANNELS, NOTIFY_CHANNELS_MENU, notifyGeneralSchema,
  notifySettingsAnswerSchema, outboxPageSchema, outboxQuerySchema, outboxRetryAnswerSchema, outboxRetrySchema, type ChannelSettingsOf, type NotifyChannel,
} from '@/lib/contract/notifications';
import { messageWith } from '@/lib/entity/messages';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { channelSettings, generalSettings } from './channel-settings';
import { formValues, testChannel } from './channel-test';
import { wakeNotifications } from './outbox';
import { outboxPage, retryOutbox } from './outbox-admin';
import { defaultOrigin } from './site-link';
import { notifyCalls } from '@/lib/contract/notification-calls';

/** 系统管理 → 通知渠道: each channel's settings, their tests, the shared outbound settings, and 发送记录. */

const TAG = 'notifications';

const settings = defineCallRoute(notifyCalls.settings, {
  tag: TAG,
  summary: "Every channel's settings (secrets blank, with which are stored), the shared settings and the default link origin",
  permission: NOTIFY_CHANNELS_MENU,
  output: notifySettingsAnswerSchema,
  async handler({ db }) {
    const answers = await Promise.all(NOTIFY_CHANNELS.map((c) => channelSettings[c].answer(db)));
    const channels = Object.fromEntries(NOTIFY_CHANNELS.map((c, i) => [c, answers[i]])) as z.infer<typeof notifySettingsAnswerSchema>['channels'];
    return ok({ channels, general: await generalSettings.read(db), default_origin: defaultOrigin() });
  },
});

const saveChannel = defineCallRoute(notifyCalls.saveChannel, {
  tag: TAG,
  summary: "Store one channel's settings (blank secrets keep theirs). Enabled SMTP settings are tried first: a server that does not answer or refuses the sign-in is not saved",
  permission: NOTIFY_CHANNELS_MENU,
  input: channelInputSchema,
  output: noDataSchema,
  async handler({ db, auth, input, t }) {
    const channel: NotifyChannel = input.channel;
    const values = await formValues(db, channel, input.values);
    if (input.channel === 'email' && values.enabled) {
      const tried = await testChannel(db, auth, 'email', values as ChannelSettingsOf['email'], false, { title: '', text: '' });
      if (!tried.ok) throw badRequest(messageWith('notifications.errors.notSaved', { reason: t(tried.error.key, tried.error.values) }));
    }
    await (channelSettings[channel] as typeof channelSettings.email).write(db, values as never, auth);
    return ok(null, 'notifications.saved');
  },
});

const test = defineCallRoute(notifyCalls.testChannel, {
  tag: TAG,
  summary: "Try a channel's unsaved settings: send=false checks an SMTP server's answer and sign-in; send=true sends a test message to the caller",
  permission: NOTIFY_CHANNELS_MENU,
  input: channelTestSchema,
  output: channelTestAnswerSchema,
  async handler({ db, auth, input, t }) {
    const values = await formValues(db, input.channel, input.values);
    const words = { title: t('notifications.test.title'), text: t('notifications.test.text', { user: auth.realname ?? auth.userKey }) };
    const outcome = await testChannel(db, auth, input.channel, values, input.send, words);
    if (outcome.ok) return ok({ ok: true, message: t(input.send ? 'notifications.test.sent' : 'notifications.test.connected') });
    return ok({ ok: false, message: t(outcome.error.key, outcome.error.values) });
  },
});

const saveGeneral = defineCallRoute(notifyCalls.saveGeneral, {
  tag: TAG,
  summary: 'Store the shared settings: the origin links are built on, and the private or local hosts notifications may reach',
  permission: NOTIFY_CHANNELS_MENU,
  input: notifyGeneralSchema,
  output: noDataSchema,
  async handler({ db, auth, input }) {
    await generalSettings.write(db, input, auth);
    return ok(null, 'notifications.saved');
  },
});

const outbox = defineCallRoute(notifyCalls.outbox, {
  tag: TAG,
  summary: '发送记录: queued notifications by newest, filtered by status, channel and event, with the counts by status',
  permission: NOTIFY_CHANNELS_MENU,
  input: outboxQuerySchema,
  output: outboxPageSchema,
  async handler({ db, input, t }) {
    return ok(await outboxPage(db, input, t));
  },
});

const retry = defineCallRoute(notifyCalls.retry, {
  tag: TAG,
  summary: 'Send failed or given-up notifications again now (others named are left alone); answers how many',
  permission: NOTIFY_CHANNELS_MENU,
  input: outboxRetrySchema,
  output: outboxRetryAnswerSchema,
  async handler({ db, services, input }) {
    const retried = await retryOutbox(db, input.keys);
    if (retried === 0) throw badRequest('notifications.nothingToRetry');
    await wakeNotifications(services);
    return ok({ retried }, 'notifications.retried');
  },
});

export const notificationRoutes = [settings, saveChannel, test, saveGeneral, outbox, retry] as RouteDef<never>[];
