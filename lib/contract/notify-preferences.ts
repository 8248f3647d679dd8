import { z } from 'zod';
import { locales, type Locale } from '@/lib/i18n/locales';
import { NOTIFY_CHANNELS, NOTIFY_EVENTS, type NotifyChannel, type NotifyEvent } from './notifications';

/**
 * A user's choice of which notifications leave the application for them, on which channel and
 * when: the form of 个人中心 and the server share this schema. Every event that a person can
 * choose for is a row, every channel a column, each cell off, instant (即时) or gathered into the
 * daily digest (汇总).
 */

export const NOTIFY_MODES = ['off', 'instant', 'digest'] as const;
export type NotifyMode = (typeof NOTIFY_MODES)[number];

/** The digest is what the digest mode gathers into, not something one chooses per channel. */
export type PreferenceEvent = Exclude<NotifyEvent, 'digest'>;
export const PREFERENCE_EVENTS = NOTIFY_EVENTS.filter((e): e is PreferenceEvent => e !== 'digest');

/** A clock time of the business day, HH:mm. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'notifyPreferences.validation.clockTime' });

export const quietHoursSchema = z.strictObject({
  enabled: z.boolean(),
  /** From this time of the business day (e.g. 22:00)… */
  from: clockTime,
  /** …to this one (e.g. 08:00, the next morning when it is earlier than from). */
  to: clockTime,
});
export type QuietHours = z.infer<typeof quietHoursSchema>;

const channelModes = z.partialRecord(z.enum(NOTIFY_CHANNELS), z.enum(NOTIFY_MODES));

export const notifyPreferencesSchema = z
  .strictObject({
    /** Only the cells a user changed need be stored; the rest follow the defaults. */
    modes: z.partialRecord(z.enum(PREFERENCE_EVENTS as unknown as [PreferenceEvent, ...PreferenceEvent[]]), channelModes),
    quietHours: quietHoursSchema,
    /** The hour of the business day at which the daily digest leaves (0–23). */
    digestHour: z.number().int({ error: 'notifyPreferences.validation.digestHour' }).min(0, { error: 'notifyPreferences.validation.digestHour' }).max(23, { error: 'notifyPreferences.validation.digestHour' }),
    /** The language the notifications are written in. */
    locale: z.enum(locales),
  })
  .refine((p) => !p.quietHours.enabled || p.quietHours.from !== p.quietHours.to, { error: 'notifyPreferences.validation.quietSame', path: ['quietHours'] });
export type NotifyPreferences = z.infer<typeof notifyPreferencesSchema>;

/**
 * What a user gets before choosing: work waiting for them (a task, a return, a hand-over, a
 * delegation, an urge, a timer's reminder) and the outcome of their own requests by e-mail at once;
 * copies and the CRM's to-do counts gathered into the morning digest; the group robots and the
 * webhook only when a user turns them on.
 */
const DEFAULT_EMAIL_MODES: Record<PreferenceEvent, NotifyMode> = {
  taskAssigned: 'instant',
  taskReturned: 'instant',
  taskHandedOver: 'instant',
  taskDelegated: 'instant',
  taskUrged: 'instant',
  requestApproved: 'instant',
  requestRejected: 'instant',
  requestWithdrawn: 'instant',
  copied: 'digest',
  timerReminder: 'instant',
  crmReminder: 'digest',
};

export const DEFAULT_DIGEST_HOUR = 8;

export function defaultNotifyPreferences(locale: Locale = 'zh-CN'): NotifyPreferences {
  return { modes: {}, quietHours: { enabled: false, from: '22:00', to: '08:00' }, digestHour: DEFAULT_DIGEST_HOUR, locale };
}

/** The mode of one cell: the user's own choice, else the default. */
export function modeFor(preferences: Pick<NotifyPreferences, 'modes'>, event: PreferenceEvent, channel: NotifyChannel): NotifyMode {
  return preferences.modes[event]?.[channel] ?? (channel === 'email' ? DEFAULT_EMAIL_MODES[event] : 'off');
}

/** The preferences with every cell filled in, as the form shows them. */
export function resolvedModes(preferences: Pick<NotifyPreferences, 'modes'>): Record<PreferenceEvent, Record<NotifyChannel, NotifyMode>> {
  const grid = {} as Record<PreferenceEvent, Record<NotifyChannel, NotifyMode>>;
  for (const event of PREFERENCE_EVENTS) {
    grid[event] = {} as Record<NotifyChannel, NotifyMode>;
    for (const channel of NOTIFY_CHANNELS) grid[event][channel] = modeFor(preferences, event, channel);
  }
  return grid;
}

/** What the preferences call answers: the stored choice with defaults, and the channels an administrator enabled. */
export const notifyPreferencesAnswerSchema = z.strictObject({
  preferences: notifyPreferencesSchema,
  channels: z.array(z.enum(NOTIFY_CHANNELS)),
});
export type NotifyPreferencesAnswer = z.infer<typeof notifyPreferencesAnswerSchema>;

// The paths live in a module without schemas, so a page that only calls them loads no zod.
export { notifyPreferencePaths } from './notification-paths';
