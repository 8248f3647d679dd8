import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ChannelSettingsOf, NotifyChannel, NotifyEvent } from '@/lib/contract/notifications';
import type { Db } from '../../db/client';
import { notifyOutbox, sysUser } from '../../db/schema';
import { channelSettings, generalSettings } from './channel-settings';
import type { Recipient, SendOutcome } from './channels/channel';
import { CHANNEL_SENDERS, sendThrough } from './channels';
import { RunScope } from './run-scope';
import { absoluteLink } from './site-link';

/**
 * The sending job's work, run outside any decision's transaction:
 *  1. due rows (waiting, or failed and past their backoff) are taken in a short transaction with
 *     FOR UPDATE SKIP LOCKED: a second sender skips them, and the take moves their next attempt a
 *     lease ahead and counts the attempt, so once committed nobody takes them again meanwhile;
 *  2. each is sent through its channel with no transaction open;
 *  3. the outcome is written only if the row is still in the attempt this run took (a run that
 *     outlived its lease does not overwrite a later one). A sender that dies leaves its rows to be
 *     taken again when the lease ends.
 * A failure waits 1, 5, 30 minutes, 2 and 6 hours before the next attempts; after the sixth
 * attempt (or at once when it cannot succeed, e.g. no e-mail address) the row is given up.
 */

export const BACKOFF_MINUTES = [1, 5, 30, 120, 360] as const;
export const MAX_ATTEMPTS = BACKOFF_MINUTES.length + 1;
/** How long a taken row is left to its sender before another may take it. */
const LEASE_MS = 10 * 60 * 1000;
/** Rows one take claims. */
const PICK = 100;
/** Rows of one channel sent at once. */
const PARALLEL = 8;
/** A run stops taking more after this long and leaves the rest to the next run. */
const RUN_BUDGET_MS = 120_000;

export interface SendTally {
  sent: number;
  failed: number;
  gaveUp: number;
  /** Due rows were left for the next run. */
  more: boolean;
}

export interface SendOptions {
  now?: () => Date;
  stopping?: AbortSignal;
  timeoutMs?: number;
  /** Only these rows (tests). */
  keys?: readonly string[];
}

type Row = typeof notifyOutbox.$inferSelect;

const DUE_STATUSES = ['waiting', 'failed'];

/** Failures that say the channel's server is down or unreachable, not that this one message was refused. */
const OUTAGES = new Set(['outbound.timeout', 'outbound.refused', 'outbound.unreachable', 'outbound.dnsFailed']);

async function take(db: Db, now: Date, keys: readonly string[] | undefined): Promise<Row[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ key: notifyOutbox.outbox_key })
      .from(notifyOutbox)
      .where(and(inArray(notifyOutbox.status, DUE_STATUSES), lte(notifyOutbox.next_attempt_at, now), keys ? inArray(notifyOutbox.outbox_key, [...keys]) : undefined))
      .orderBy(asc(notifyOutbox.next_attempt_at))
      .limit(PICK)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(notifyOutbox)
      .set({ attempts: sql`${notifyOutbox.attempts} + 1`, next_attempt_at: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(notifyOutbox.outbox_key, due.map((d) => d.key)))
      .returning();
  });
}

async function recipientsOf(db: Db, userKeys: string[]): Promise<Map<string, Recipient>> {
  const rows = await db
    .select({ user_key: sysUser.user_key, username: sysUser.username, realname: sysUser.realname, email: sysUser.email, phone: sysUser.phone })
    .from(sysUser)
    .where(inArray(sysUser.user_key, userKeys));
  return new Map(rows.map((r) => [r.user_key, { userKey: r.user_key, username: r.username ?? '', realname: r.realname ?? '', email: r.email?.trim() || null, mobile: r.phone?.trim() || null }]));
}

async function record(db: Db, row: Row, outcome: SendOutcome, now: Date): Promise<'sent' | 'failed' | 'gaveUp'> {
  const mine = and(eq(notifyOutbox.outbox_key, row.outbox_key), eq(notifyOutbox.attempts, row.attempts), inArray(notifyOutbox.status, DUE_STATUSES));
  if (outcome.ok) {
    await db.update(notifyOutbox).set({ status: 'sent', sent_time: now, last_error: null }).where(mine);
    return 'sent';
  }
  if (outcome.permanent || row.attempts >= MAX_ATTEMPTS) {
    await db.update(notifyOutbox).set({ status: 'gave_up', last_error: outcome.error, next_attempt_at: now }).where(mine);
    return 'gaveUp';
  }
  const wait = BACKOFF_MINUTES[row.attempts - 1]! * 60_000;
  await db.update(notifyOutbox).set({ status: 'failed', last_error: outcome.error, next_attempt_at: new Date(now.getTime() + wait) }).where(mine);
  return 'failed';
}

/** Sends every due notification, a batch at a time, until none is due, the run's budget is spent or the process stops. */
export async function sendDueNotifications(db: Db, options: SendOptions = {}): Promise<SendTally> {
  const clock = options.now ?? (() => new Date());
  const started = Date.now();
  const tally: SendTally = { sent: 0, failed: 0, gaveUp: 0, more: false };
  const scope = new RunScope();
  const settings = new Map<NotifyChannel, ChannelSettingsOf[NotifyChannel]>();
  // A channel found down in this run is not tried again for its other rows: they fail alike and wait
  // their backoff, so one dead robot cannot spend the run's time that the other channels need.
  const down = new Map<NotifyChannel, SendOutcome>();
  const settingsOf = async (channel: NotifyChannel) => {
    if (!settings.has(channel)) settings.set(channel, await channelSettings[channel].read(db));
    return settings.get(channel)!;
  };
  try {
    const general = await generalSettings.read(db);
    for (;;) {
      if (options.stopping?.aborted || Date.now() - started > RUN_BUDGET_MS) {
        tally.more = true;
        break;
      }
      const rows = await take(db, clock(), options.keys);
      if (rows.length === 0) break;
      const recipients = await recipientsOf(db, [...new Set(rows.map((r) => r.user_key))]);
      const sendOne = async (row: Row): Promise<void> => {
        const channel = row.channel as NotifyChannel;
        const channelSetting = await settingsOf(channel);
        const recipient = recipients.get(row.user_key);
        let outcome: SendOutcome;
        if (!CHANNEL_SENDERS[channel]) outcome = { ok: false, error: { key: 'notifications.errors.unknownChannel', values: { channel } }, permanent: true };
        else if (!channelSetting.enabled) outcome = { ok: false, error: { key: 'notifications.errors.channelDisabled', values: {} }, permanent: true };
        else if (!recipient) outcome = { ok: false, error: { key: 'notifications.errors.noUser', values: {} }, permanent: true };
        else if (down.has(channel)) outcome = down.get(channel)!;
        else {
          const message = { event: row.event as NotifyEvent, title: row.title, text: row.text, link: absoluteLink(general, row.link) };
          outcome = await sendThrough(channel, channelSetting, recipient, message, { allowedHosts: general.allowed_hosts, scope, timeoutMs: options.timeoutMs }).catch((error: unknown) => ({
            ok: false as const,
            error: { key: 'outbound.network', values: { host: channel, detail: (error instanceof Error ? error.message : String(error)).slice(0, 200) } },
          }));
        }
        if (!outcome.ok && OUTAGES.has(outcome.error.key)) down.set(channel, outcome);
        const result = await record(db, row, outcome, clock());
        tally[result] += 1;
      };
      // Each channel on its own, side by side: a slow one does not hold the others back. Its first
      // row goes alone, so a channel that is down costs one time-out, not one per row.
      const byChannel = new Map<string, Row[]>();
      for (const row of rows) byChannel.set(row.channel, [...(byChannel.get(row.channel) ?? []), row]);
      await Promise.all([...byChannel.values()].map(async ([first, ...rest]) => {
        await sendOne(first!);
        for (let i = 0; i < rest.length; i += PARALLEL) await Promise.all(rest.slice(i, i + PARALLEL).map(sendOne));
      }));
    }
  } finally {
    await scope.close();
  }
  return tally;
}
