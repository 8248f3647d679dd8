import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ResultCode } from '@/lib/contract/envelope';
import type { MergeAnswer, MergeInput } from '@/lib/contract/record-merge-schemas';
import { ENTITIES } from '@/lib/entities';
import { childLinksOf } from '@/lib/entity/features/family/family';
import { mergeFieldsOf } from '@/lib/entity/features/merge/merge';
import { messageWith } from '@/lib/entity/messages';
import { SCOPE_COLUMN, type EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { sysSearchEntry } from '../../../db/schema';
import { ApiError, badRequest } from '../../../http/errors';
import { approvalEngine } from '../../plug-ins';
import { recordAudits } from '../../audit';
import type { Row } from '../../behaviour';
import type { RecordWriter } from '../../record-writer';
import { tableOf } from '../../tables';
import { moveChildren, refreshTotals } from '../family/family-writes';
import { moveReferences } from './merge-references';
import { mergedAlready, redirectToSurvivor } from './record-redirects';

/** The refusals a merge names before it changes anything (messages under validation.merge*). */
async function checkedRecords(tx: Db, auth: AuthContext, writer: RecordWriter, input: MergeInput): Promise<{ merged: string[]; byKey: Map<string, Row> }> {
  const { entity } = writer;
  const merged = [...new Set(input.merged)];
  if (merged.includes(input.survivor)) throw badRequest('validation.mergeIntoItself');
  if (merged.length === 0) throw badRequest('validation.mergeTooFew');
  const keys = [input.survivor, ...merged];
  if ((await mergedAlready(tx, entity, keys)).length > 0) throw new ApiError(ResultCode.conflict, 'validation.mergeAlreadyMerged');
  await writer.requireRight(tx, auth, 'update');
  let rows: Row[];
  try {
    rows = await writer.loadOwnedMany(tx, auth, keys, true);
  } catch (error) {
    // A key of another kind is simply not among this kind's records.
    if (error instanceof ApiError && error.code === ResultCode.notFound) throw new ApiError(ResultCode.notFound, messageWith('validation.mergeNotOfKind', { label: entity.label }));
    throw error;
  }
  const byKey = new Map(rows.map((row) => [String(row[entity.key]), row]));
  const fields = new Set(mergeFieldsOf(entity).map(([name]) => name));
  for (const [field, from] of Object.entries(input.choices)) {
    if (!fields.has(field)) throw badRequest(messageWith('validation.mergeUnknownField', { field }));
    if (!byKey.has(from)) throw badRequest('validation.mergeChoiceOutside');
  }
  return { merged, byKey };
}

/** The survivor's values: each field from the record chosen for it; the latest follow-up time of them all. */
function survivingValues(entity: EntityDef, input: MergeInput, byKey: ReadonlyMap<string, Row>): Row {
  const values: Row = {};
  for (const [name] of mergeFieldsOf(entity)) values[name] = byKey.get(input.choices[name] ?? input.survivor)![name] ?? null;
  return values;
}

/** A kind whose follow-ups keep its last follow-up time keeps the latest of the merged records'. */
async function keepLatestFollowUp(tx: Db, entity: EntityDef, survivor: string, rows: readonly Row[]): Promise<void> {
  const field = entity.followUps?.lastTime;
  if (!field) return;
  const times = rows.map((row) => row[field]).filter((value): value is Date => value instanceof Date);
  if (times.length === 0) return;
  const latest = new Date(Math.max(...times.map((time) => time.getTime())));
  const columns = tableOf(entity) as unknown as Record<string, PgColumn>;
  await tx.update(tableOf(entity)).set({ [field]: latest }).where(eq(columns[entity.key]!, survivor));
}

/**
 * Merges records of one kind into one, in the caller's transaction: the merged records are
 * soft-deleted (so their unique values are free for the survivor), everything naming them moves
 * to the survivor, their keys lead to it, the survivor takes the chosen values through the
 * engine's own update (its checks, audit and search entry), its family follows its department and
 * its kept totals are worked out again. Any refusal on the way undoes all of it.
 */
export async function mergeRecords(tx: Db, auth: AuthContext, writer: RecordWriter, input: MergeInput): Promise<MergeAnswer> {
  const { entity } = writer;
  const { merged, byKey } = await checkedRecords(tx, auth, writer, input);
  const survivor = input.survivor;
  const table = tableOf(entity);
  const columns = table as unknown as Record<string, PgColumn>;

  await tx.update(table)
    .set({ del_flag: 1, update_by: auth.userKey, update_time: new Date(), version: sql`${columns.version!} + 1` })
    .where(inArray(columns[entity.key]!, merged));
  const moved = await moveReferences(tx, auth, entity, survivor, merged);
  await redirectToSurvivor(tx, auth, entity, survivor, merged);
  if (entity.approval) await approvalEngine().moveRecords(tx, entity.approval.bizType, merged, survivor);
  await tx.delete(sysSearchEntry).where(and(eq(sysSearchEntry.entity, entity.name), inArray(sysSearchEntry.record_key, merged)));

  const before = byKey.get(survivor)!;
  await keepLatestFollowUp(tx, entity, survivor, [...byKey.values()]);
  const [after] = await writer.updateChecked(tx, auth, [{ values: { ...survivingValues(entity, input, byKey), [entity.key]: survivor }, before: { ...before } }], { uniqueChecked: false });
  if (columns[SCOPE_COLUMN]) await moveChildren(tx, entity, [survivor], (after![SCOPE_COLUMN] as string | null) ?? null);
  for (const { child } of childLinksOf(entity, ENTITIES)) await refreshTotals(tx, child, [survivor]);

  await recordAudits(tx, [
    { entity: entity.name, recordKey: survivor, action: 'merge', changes: [{ field: entity.key, old: merged, new: survivor }, { field: 'moved', old: null, new: moved }], auth },
    ...merged.map((key) => ({ entity: entity.name, recordKey: key, action: 'mergedInto', changes: [{ field: entity.key, old: key, new: survivor }], auth })),
  ]);
  return { survivor, merged, moved };
}
