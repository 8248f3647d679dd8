import { ok } from '@/lib/contract/envelope';
import { noDataSchema } from '@/lib/contract/no-data';
import { notifyPreferencesAnswerSchema, notifyPreferencesSchema } from '@/lib/contract/notify-preferences';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { channelsConfigured } from '../notifications/port';
import { preferencesOf, savePreferences } from './preferences-store';
import { notifyPreferenceCalls } from '@/lib/contract/notification-calls';

/** The caller's own notification preferences, with the channels an administrator enabled; nobody reads or writes another's. */
const getPreferences = defineCallRoute(notifyPreferenceCalls.get, {
  tag: 'preferences',
  summary: "The caller's notification preferences (events × channels: off, instant or digest; quiet hours; digest hour; language) and the enabled channels",
  output: notifyPreferencesAnswerSchema,
  async handler({ db, auth }) {
    const preferences = (await preferencesOf(db, [auth.userKey])).get(auth.userKey)!;
    return ok({ preferences, channels: await channelsConfigured(db) });
  },
});

const savePreferencesRoute = defineCallRoute(notifyPreferenceCalls.save, {
  tag: 'preferences',
  summary: "Save the caller's notification preferences (the whole choice: modes, quietHours, digestHour, locale)",
  output: noDataSchema,
  input: notifyPreferencesSchema,
  async handler({ db, auth, input }) {
    await savePreferences(db, auth.userKey, input);
    return ok(null, 'notifyPreferences.saved');
  },
});

export const notificationRuleRoutes = [getPreferences, savePreferencesRoute] as RouteDef<never>[];
