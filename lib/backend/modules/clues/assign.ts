import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { clueEntity } from '@/lib/entities/clue';
import { defaultLocale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { crmClue, sysUserDepart } from '../../db/schema';
import { changedFields, recordAudits } from '../../entity/audit';
import type { Row } from '../../entity/behaviour';
import { moveChildren } from '../../entity/features/family/family-writes';
import { sendBusinessMessage, type MessageSender } from '../messages/port';

/** How a lead was handed out, as its history names it (or handed over by its follower). */
export type AssignAction = 'distribute' | 'ruleDistribute' | 'changeFollower';

/** Leads updated per statement: far below the parameter limit of one statement. */
const CHUNK = 2_000;
/** Lead names quoted in one receiver's message; the rest are counted. */
const NAMED_IN_MESSAGE = 5;
/** My leads: where a receiver finds what was handed to them. */
export const MY_CLUES_PATH = '/crm/clue';

const AUDITED = Object.keys(clueEntity.fields);

/** Each user's first department (the one a record handed to them moves to). */
async function firstDepartments(tx: Db, users: readonly string[]): Promise<Map<string, string | null>> {
  const rows = await tx.select({ user: sysUserDepart.user_key, depart: sysUserDepart.depart_key }).from(sysUserDepart)
    .where(inArray(sysUserDepart.user_key, [...users])).orderBy(asc(sysUserDepart.user_key), asc(sysUserDepart.depart_key));
  const first = new Map<string, string | null>(users.map((u) => [u, null]));
  for (const row of rows) if (first.get(row.user) === null) first.set(row.user, row.depart);
  return first;
}

function groupByUser(assignments: ReadonlyMap<string, string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [lead, user] of assignments) {
    const keys = groups.get(user);
    if (keys) keys.push(lead);
    else groups.set(user, [lead]);
  }
  return groups;
}

/** Tells a user which leads were handed to them, by whom, with a link to them. */
export async function notifyReceiver(tx: Db, sender: MessageSender, action: AssignAction, user: string, leads: readonly Row[]): Promise<void> {
  if (leads.length > 0) await sendBusinessMessage(tx, sender, { recipients: [user], ...messageFor(sender, action, leads) });
}

function messageFor(sender: MessageSender, action: AssignAction, leads: readonly Row[]): { title: string; content: string; link: string } {
  const t = (key: string, values?: Record<string, string | number>) => translate(defaultLocale, key, values);
  const names = leads.slice(0, NAMED_IN_MESSAGE).map((l) => l.company_name ? `${String(l.contact_name)}（${String(l.company_name)}）` : String(l.contact_name));
  const list = names.join(t('clueDistribution.notice.separator')) + (leads.length > NAMED_IN_MESSAGE ? t('clueDistribution.notice.more', { n: leads.length }) : '');
  const by = t(`clueDistribution.notice.${action}`, { name: sender.realname });
  return {
    title: t('clueDistribution.notice.title', { n: leads.length }),
    content: t('clueDistribution.notice.content', { by, n: leads.length, list }),
    link: leads.length === 1 ? `${MY_CLUES_PATH}/${String(leads[0]!.clue_key)}` : MY_CLUES_PATH,
  };
}

/**
 * Hands pool leads (loaded and locked by the caller, all in the pool) to their users: out of the
 * pool, to the user as follower and into the user's department (follow-ups move along), with an
 * audit entry each under the way it was done, and one business message to each receiver naming
 * what they got. One statement per user and chunk, so ten thousand leads take a few statements.
 */
export async function assignLeads(tx: Db, operator: AuthContext, sender: MessageSender, action: AssignAction, rows: readonly Row[], assignments: ReadonlyMap<string, string>): Promise<number> {
  if (assignments.size === 0) return 0;
  const groups = groupByUser(assignments);
  const departments = await firstDepartments(tx, [...groups.keys()]);
  const before = new Map(rows.map((r) => [String(r.clue_key), r]));
  const now = new Date();
  const audits = [];
  for (const [user, keys] of groups) {
    const department = departments.get(user) ?? null;
    const received: Row[] = [];
    for (let at = 0; at < keys.length; at += CHUNK) {
      const chunk = keys.slice(at, at + CHUNK);
      const updated = (await tx.update(crmClue)
        .set({ in_pool: false, follower: user, belong_depart: department, distribute_time: now, update_by: operator.userKey, update_time: now, version: sql`${crmClue.version} + 1` })
        .where(and(inArray(crmClue.clue_key, chunk), eq(crmClue.del_flag, 0)))
        .returning()) as Row[];
      await moveChildren(tx, clueEntity, chunk, department);
      received.push(...updated);
    }
    for (const after of received) {
      const key = String(after.clue_key);
      audits.push({ entity: clueEntity.name, recordKey: key, action, changes: changedFields(before.get(key) ?? null, after, AUDITED), auth: operator });
    }
    // In the order the leads were handed out, so the message names the first ones.
    const order = new Map(keys.map((k, i) => [k, i]));
    received.sort((a, b) => order.get(String(a.clue_key))! - order.get(String(b.clue_key))!);
    await notifyReceiver(tx, sender, action, user, received);
  }
  await recordAudits(tx, audits);
  return audits.length;
}
