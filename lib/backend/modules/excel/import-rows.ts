import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ImportDuplicate } from '@/lib/contract/import-duplicates';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef, FieldDef } from '@/lib/entity/types';
import { recordInputSchema } from '@/lib/entity/zod-schema';
import type { Locale } from '@/lib/i18n/locales';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import type { Row } from '../../entity/behaviour';
import type { EntityListing } from '../../entity/listing';
import type { CheckedUpdate, RecordWriter } from '../../entity/record-writer';
import { scopeDepartKeys } from '../../entity/scope';
import { inValues } from '../../db/value-list';
import { fromCell, textsToResolve } from './cell-values';
import type { ColumnTarget } from './header-match';
import { batchDuplicates, rememberWritten } from './import-duplicates';
import type { RowFailure } from './import-store';
import type { ImportLookups, WantedTexts } from './key-lookups';
import { emptyWanted } from './key-lookups';
import { joinReasons, reasonText } from './reasons';
import type { SheetRow } from './sheet-reader';

/** Everything an import knows before its first batch. */
export interface ImportPlan {
  importKey: string;
  entity: EntityDef;
  writer: RecordWriter;
  listing: EntityListing;
  auth: AuthContext;
  locale: Locale;
  targets: ColumnTarget[];
  /** Update mode by a unique field: a row whose value there names a live record updates it. */
  matchField: string | null;
  /** Fields with a column, plus the fixed ones: only these are written on update. */
  present: Set<string>;
  fixed: Record<string, string>;
  lookups: ImportLookups;
  schemas: { create: z.ZodType; update: z.ZodType };
}

export function importSchemas(entity: EntityDef, extraInput: z.ZodRawShape = {}): ImportPlan['schemas'] {
  return {
    create: recordInputSchema(entity, 'create').extend(extraInput),
    update: recordInputSchema(entity).extend(extraInput),
  };
}

interface RowWork {
  source: SheetRow;
  input: Row;
  key: string | null;
  /** Reasons already known (a text that names nothing); fields with one are not checked again. */
  reasons: string[];
  brokenFields: Set<string>;
  before: Row | null;
  values: Row | null;
}

function keyText(raw: SheetRow['cells'][number]): string | null {
  if (raw === null) return null;
  const text = String(raw).trim();
  return text === '' ? null : text;
}

/** The stored record as an addOrUpdate payload of its editable fields (a row's missing columns keep these). */
function payloadOf(writer: RecordWriter, before: Row): Row {
  return Object.fromEntries(writer.editable.filter((f) => f in before).map((f) => [f, before[f]]));
}

function collectWanted(plan: ImportPlan, rows: readonly SheetRow[]): WantedTexts {
  const wanted = emptyWanted();
  for (const row of rows) {
    plan.targets.forEach((target, i) => {
      if (target?.kind !== 'field') return;
      const field = plan.entity.fields[target.name]!;
      const texts = textsToResolve(field, row.cells[i] ?? null);
      if (texts.length === 0) return;
      if (field.type === 'user') texts.forEach((t) => wanted.users.add(t));
      else if (field.type === 'department') texts.forEach((t) => wanted.departments.add(t));
      else if (field.type === 'ref') {
        const set = wanted.refs.get(field.entity) ?? new Set<string>();
        texts.forEach((t) => set.add(t));
        wanted.refs.set(field.entity, set);
      }
    });
  }
  return wanted;
}

function convert(plan: ImportPlan, row: SheetRow): RowWork {
  const work: RowWork = { source: row, input: {}, key: null, reasons: [], brokenFields: new Set(), before: null, values: null };
  plan.targets.forEach((target, i) => {
    const raw = row.cells[i] ?? null;
    if (!target) return;
    if (target.kind === 'key') {
      work.key = keyText(raw);
      return;
    }
    const field = plan.entity.fields[target.name]!;
    const converted = fromCell(field, raw, plan.lookups.keys);
    if ('error' in converted) {
      work.reasons.push(reasonText(plan.locale, converted.error, null));
      work.brokenFields.add(target.name);
    } else {
      work.input[target.name] = converted.value;
    }
  });
  Object.assign(work.input, plan.fixed);
  return work;
}

/**
 * Update mode by a unique field: each row's key is the live record holding the row's value in that
 * field (within the same parent, for a field unique within one). Rows naming no record are added.
 */
async function matchByField(tx: Db, plan: ImportPlan, work: RowWork[]): Promise<void> {
  const { entity, listing, matchField } = plan;
  if (!matchField) return;
  const within = entity.fields[matchField]?.uniqueWithin;
  const columns = listing.columns;
  const wanted = [...new Set(work.flatMap((w) => (w.input[matchField] === null || w.input[matchField] === undefined ? [] : [w.input[matchField]])))];
  if (wanted.length === 0) return;
  const selection: Record<string, PgColumn> = { key: columns[entity.key]!, value: columns[matchField]! };
  if (within) selection.within = columns[within]!;
  const stored = (await tx.select(selection).from(listing.table)
    .where(and(eq(columns.del_flag!, 0), textual(wanted) ? inValues(columns[matchField]!, wanted) : inArray(columns[matchField]!, wanted)))) as Row[];
  for (const w of work) {
    const value = w.input[matchField];
    if (value === null || value === undefined) continue;
    let holders = stored.filter((r) => String(r.value) === String(value));
    if (within && w.input[within] !== undefined) holders = holders.filter((r) => String(r.within ?? '') === String(w.input[within] ?? ''));
    if (holders.length === 1) w.key = String(holders[0]!.key);
  }
}

const textual = (values: readonly unknown[]): values is string[] => values.every((v) => typeof v === 'string');

/** Unique values among the batch and against the stored records, with one query per unique field. */
async function checkUnique(tx: Db, plan: ImportPlan, candidates: RowWork[]): Promise<void> {
  const { entity, listing } = plan;
  const columns = listing.columns;
  const updating = new Set(candidates.flatMap((w) => (w.before ? [String(w.before[entity.key])] : [])));
  for (const [name, field] of Object.entries<FieldDef>(entity.fields)) {
    if (!field.unique) continue;
    const within = field.uniqueWithin;
    const claimOf = (values: Row) => (values[name] === null || values[name] === undefined ? null : `${within ? String(values[within] ?? '') : ''}\u0000${String(values[name])}`);
    const wanted = [...new Set(candidates.flatMap((w) => (w.values && w.values[name] !== null && w.values[name] !== undefined ? [w.values[name]] : [])))];
    if (wanted.length === 0) continue;
    const selection: Record<string, PgColumn> = { key: columns[entity.key]!, value: columns[name]! };
    if (within) selection.within = columns[within]!;
    const stored = (await tx.select(selection).from(listing.table).where(and(eq(columns.del_flag!, 0), textual(wanted) ? inValues(columns[name]!, wanted) : inArray(columns[name]!, wanted)))) as Row[];
    const taken = new Map<string, string>();
    for (const r of stored) {
      // Records this batch updates hold whatever value the batch gives them.
      if (updating.has(String(r.key))) continue;
      taken.set(`${within ? String(r.within ?? '') : ''}\u0000${String(r.value)}`, String(r.key));
    }
    for (const work of candidates) {
      if (!work.values) continue;
      const claim = claimOf(work.values);
      if (claim === null) continue;
      const own = work.before ? String(work.before[entity.key]) : null;
      const holder = taken.get(claim);
      if (holder !== undefined && holder !== own) {
        work.reasons.push(reasonText(plan.locale, messageWith('validation.unique', { label: field.label }), null));
        work.values = null;
        continue;
      }
      taken.set(claim, own ?? `\u0000row${work.source.rowNumber}`);
    }
  }
}

/** What a batch did: records added and updated, rows refused, and the written rows that look like duplicates. */
export interface BatchResult {
  added: number;
  updated: number;
  failures: RowFailure[];
  duplicates: ImportDuplicate[];
  /** Row numbers of the rows that updated a record. */
  updatedRows: number[];
}

/**
 * Imports some rows inside the caller's transaction: texts become values, each row is checked
 * with the same schema addOrUpdate uses, unique values for the whole batch at once, then the rows
 * are created or (when their record key, or in update mode their key field's value, names a
 * record the user may change) updated through the same writer as addOrUpdate. Rows that fail are
 * answered with their reasons, written rows that likely duplicate a record or another row with a
 * warning each; an error thrown while writing (a behaviour refusing a row, a race) fails the whole
 * batch so the caller can retry its rows one by one.
 */
export async function importRows(tx: Db, plan: ImportPlan, rows: readonly SheetRow[]): Promise<BatchResult> {
  const { entity, writer, listing, auth, locale } = plan;
  const [canCreate, canUpdate] = [await writer.holdsRight(tx, auth, 'create'), await writer.holdsRight(tx, auth, 'update')];
  await plan.lookups.load(tx, collectWanted(plan, rows));
  const work = rows.map((row) => convert(plan, row));
  await matchByField(tx, plan, work);

  const keys = [...new Set(work.flatMap((w) => (w.key ? [w.key] : [])))];
  const befores = new Map<string, Row>();
  const inScope = new Set<string>();
  if (keys.length > 0) {
    const keyColumn = listing.columns[entity.key]!;
    const live = eq(listing.columns.del_flag!, 0);
    for (const r of (await tx.select().from(listing.table).where(and(inArray(keyColumn, keys), live)).for('update')) as Row[]) befores.set(String(r[entity.key]), r);
    const scope = await listing.scopeCondition(tx, auth, 'write');
    const visible = scope ? (await tx.select({ k: keyColumn }).from(listing.table).where(and(inArray(keyColumn, keys), scope))) as { k: string }[] : keys.map((k) => ({ k }));
    for (const { k } of visible) inScope.add(k);
  }

  for (const w of work) {
    w.before = w.key ? (befores.get(w.key) ?? null) : null;
    const refusal = w.before
      ? (!inScope.has(w.key!) ? 'validation.outOfScope' : !canUpdate ? 'excel.errors.noUpdateRight' : null)
      : (!canCreate ? 'excel.errors.noCreateRight' : null);
    if (refusal) {
      w.reasons = [reasonText(locale, refusal, null)];
      continue;
    }
    const payload = w.before
      ? { ...payloadOf(writer, w.before), ...w.input, [entity.key]: w.key, version: w.before.version }
      : w.input;
    const parsed = (w.before ? plan.schemas.update : plan.schemas.create).safeParse(payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (w.brokenFields.has(name)) continue;
        const field = entity.fields[name];
        w.reasons.push(reasonText(locale, issue.message, field?.label ?? null));
      }
    }
    if (!parsed.success || w.reasons.length > 0) continue;
    const values = { ...(parsed.data as Row) };
    // Inputs stored elsewhere (a user's roles) are left alone when the file has no column for them.
    for (const [name, field] of Object.entries(entity.fields)) if (field.stored === false && !plan.present.has(name)) delete values[name];
    w.values = values;
  }

  const candidates = work.filter((w) => w.values !== null);
  await checkUnique(tx, plan, candidates);
  const creating = candidates.filter((w) => w.values && !w.before);
  const updating = candidates.filter((w) => w.values && w.before);
  // Asked before writing, so the batch's own rows are compared as rows of the file, not as records.
  const duplicates = await batchDuplicates(tx, plan, candidates.filter((w) => w.values).map((w) => ({ rowNumber: w.source.rowNumber, values: w.values!, before: w.before })));
  const creates = creating.map((w) => w.values!);
  const updates = updating.map((w): CheckedUpdate => ({ values: w.values!, before: w.before! }));
  const scopeKeys = entity.scope === 'department' && creates.length > 0 ? await scopeDepartKeys(tx, auth) : null;
  const created = await writer.createChecked(tx, auth, creates, { scopeKeys, uniqueChecked: true });
  await writer.updateChecked(tx, auth, updates, { uniqueChecked: true });
  await rememberWritten(tx, plan, [
    ...created.map((record, i) => ({ rowNumber: creating[i]!.source.rowNumber, recordKey: String(record[entity.key]) })),
    ...updating.map((w) => ({ rowNumber: w.source.rowNumber, recordKey: String(w.before![entity.key]) })),
  ]);

  const failures = work.filter((w) => w.values === null).map((w) => ({
    rowNumber: w.source.rowNumber,
    cells: w.source.cells,
    reason: joinReasons(locale, w.reasons),
  }));
  return { added: creates.length, updated: updates.length, failures, duplicates, updatedRows: updating.map((w) => w.source.rowNumber) };
}
