import { and, eq, sql } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract/envelope';
import type { CustomFieldDefinition, customFieldInputSchema } from '@/lib/contract/custom-fields';
import { entityByName } from '@/lib/entities';
import { fitsColumn } from '@/lib/entity/column-capacity';
import { CUSTOM_COLUMN_PREFIX, customFieldDef, withCustomFields } from '@/lib/entity/custom-fields';
import { expressionInputs } from '@/lib/entity/features/computed/declaration';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import { translate } from '@/lib/i18n/messages';
import type { z } from 'zod';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { sysCustomField, sysDict } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { newRecordKey } from '../record-writer';
import { addColumn, addListIndexes, setColumnDefault, widenColumn } from './columns';
import { backfillComputed } from './backfill';
import { FormulaBeyondColumn } from '../features/computed/computed-fields';
import { checkedFormula, checkRollup } from './computed-checks';
import { definitionOf, readDefinitions } from './definitions';

type Input = z.output<typeof customFieldInputSchema>;

/** Names people would read as the record's own bookkeeping or as SQL, refused even with the prefix. */
const RESERVED = new Set([
  'id', 'key', 'version', 'del_flag', 'belong_depart', 'create_by', 'create_time', 'update_by', 'update_time',
  'select', 'from', 'where', 'order', 'group', 'by', 'user', 'table', 'column', 'index', 'default', 'null', 'true', 'false',
  'and', 'or', 'not', 'as', 'on', 'in', 'is', 'limit', 'offset', 'primary', 'references', 'check', 'unique', 'constraint',
]);

/** Changes of type a column takes without losing what it holds. */
const WIDENINGS: ReadonlySet<string> = new Set(['text>textarea', 'dict>multiDict']);

const refuse = (field: string, key: string, values: Record<string, string | number> = {}) =>
  new ApiError(ResultCode.badRequest, messageWith(key, values), field);

const titleFieldOf = (name: string) => entityByName(name)?.titleField;

function checkName(entity: EntityDef, input: Input, stored: readonly CustomFieldDefinition[]): void {
  const column = CUSTOM_COLUMN_PREFIX + input.name;
  if (RESERVED.has(input.name) || input.name === entity.key) throw refuse('name', 'customFields.errors.reserved', { name: input.name });
  if (input.name in entity.fields || column in entity.fields) throw refuse('name', 'customFields.errors.builtInName', { name: input.name });
  const taken = stored.find((d) => d.column === column);
  if (taken) throw refuse('name', taken.state === 'retired' ? 'customFields.errors.retiredName' : 'customFields.errors.nameTaken', { name: input.name });
}

function checkLabel(entity: EntityDef, input: Input, stored: readonly CustomFieldDefinition[]): void {
  const builtIn = Object.values(entity.fields).find((f) => translate('zh-CN', f.label) === input.label);
  if (builtIn) throw refuse('label', 'customFields.errors.builtInLabel', { label: input.label });
  if (stored.some((d) => d.key !== input.key && d.state !== 'retired' && d.label === input.label)) throw refuse('label', 'customFields.errors.labelTaken', { label: input.label });
}

async function checkTargets(db: Db, input: Input): Promise<void> {
  if (input.type === 'dict' || input.type === 'multiDict') {
    if (!input.dictCode) throw refuse('dictCode', 'customFields.errors.dictionaryMissing');
    const [found] = await db.select({ code: sysDict.dict_code }).from(sysDict).where(and(eq(sysDict.dict_code, input.dictCode), eq(sysDict.del_flag, 0))).limit(1);
    if (!found) throw refuse('dictCode', 'customFields.errors.unknownDictionary', { code: input.dictCode });
  }
  if (input.type === 'ref' && !(input.refEntity && entityByName(input.refEntity))) throw refuse('refEntity', 'customFields.errors.unknownTarget');
  const numeric = input.type === 'number' || input.type === 'money';
  if (numeric && typeof input.minValue === 'number' && typeof input.maxValue === 'number' && input.minValue > input.maxValue) throw refuse('maxValue', 'customFields.errors.range');
  const fallback = input.defaultValue;
  if (fallback === null || fallback === undefined) return;
  const fits = numeric ? typeof fallback === 'number' : input.type === 'bool' ? typeof fallback === 'boolean' : typeof fallback === 'string';
  if (!fits || input.type === 'file' || input.type === 'ref' || input.type === 'user' || input.type === 'department') throw refuse('defaultValue', 'customFields.errors.defaultType');
  // The column is made with it as its default: a figure it cannot hold would fail the change.
  if (numeric && typeof fallback === 'number' && !fitsColumn({ type: input.type === 'money' ? 'money' : 'number', integer: input.integer }, fallback)) throw refuse('defaultValue', 'validation.beyondColumn', { label: input.label });
}

/** What a change does to the stored column: refused when it would lose data, widened when it only grows. */
function columnChange(before: CustomFieldDefinition, input: Input): 'none' | 'widen' {
  const moved = before.type !== input.type;
  if (moved && !WIDENINGS.has(`${before.type}>${input.type}`)) throw refuse('type', 'customFields.errors.typeChange');
  const o = before.options;
  if (o.multiple && !input.multiple) throw refuse('multiple', 'customFields.errors.narrower');
  if (!o.integer && input.integer && before.type === 'number') throw refuse('integer', 'customFields.errors.narrower');
  if ((o.maxLength ?? 0) > 0 && (input.maxLength ?? 0) > 0 && input.maxLength! < o.maxLength!) throw refuse('maxLength', 'customFields.errors.narrower');
  if (before.type === 'ref' && o.refEntity !== input.refEntity) throw refuse('refEntity', 'customFields.errors.targetFixed');
  if ((o.resultType ?? null) !== (input.resultType ?? null)) throw refuse('resultType', 'customFields.errors.narrower');
  const widened = moved || (o.maxLength ?? 0) !== (input.maxLength ?? 0) || o.multiple !== input.multiple || o.integer !== input.integer;
  return widened ? 'widen' : 'none';
}

function optionsOf(input: Input): CustomFieldDefinition['options'] {
  const { key: _key, version: _version, entity: _entity, name: _name, label: _label, labelEn: _labelEn, type: _type, ...options } = input;
  return options;
}

/**
 * Adds a field to a kind or changes one, with its column, in the caller's transaction. The name
 * (its column) never changes once saved: renaming is a new label. A change that would lose stored
 * values is refused, naming the field to add instead.
 */
export async function saveDefinition(tx: Db, auth: AuthContext, given: Input): Promise<CustomFieldDefinition> {
  let input = given;
  const entity = entityByName(input.entity);
  if (!entity) throw refuse('entity', 'customFields.errors.unknownEntity');
  // One save at a time: the checks below read every definition of the kind.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sys_custom_field'))`);
  const stored = (await readDefinitions(tx)).filter((d) => d.entity === entity.name);
  const before = input.key ? stored.find((d) => d.key === input.key) : undefined;
  if (input.key && !before) throw notFound('validation.recordNotFound');
  if (before && before.version !== input.version) throw new ApiError(ResultCode.conflict, 'validation.staleVersion');
  if (before && before.column !== CUSTOM_COLUMN_PREFIX + input.name) throw refuse('name', 'customFields.errors.nameFixed');
  if (!before) checkName(entity, input, stored);
  checkLabel(entity, input, stored);
  await checkTargets(tx, input);
  const column = CUSTOM_COLUMN_PREFIX + input.name;
  if (input.type === 'formula') input = { ...input, expression: checkedFormula(entity, input, column, stored) };
  if (input.type === 'rollup') checkRollup(entity, input);

  const row = { label: input.label, label_en: input.labelEn || null, field_type: input.type, options: optionsOf(input), update_by: auth.userKey, update_time: new Date() };
  const change = before ? columnChange(before, input) : 'none';
  const [saved] = before
    ? await tx.update(sysCustomField).set({ ...row, version: before.version + 1 }).where(eq(sysCustomField.field_key, before.key)).returning()
    : await tx.insert(sysCustomField).values({
      ...row, field_key: newRecordKey(), entity: entity.name, column_name: CUSTOM_COLUMN_PREFIX + input.name,
      sort: Math.max(0, ...stored.map((d) => d.sort)) + 1, create_by: auth.userKey,
    }).returning();
  const definition = definitionOf(saved!);
  const field = customFieldDef(definition, titleFieldOf);
  if (!before) await addColumn(tx, entity.table, definition.column, field);
  else {
    if (change === 'widen') await widenColumn(tx, entity.table, definition.column, field);
    if (before.options.defaultValue !== definition.options.defaultValue) await setColumnDefault(tx, entity.table, definition.column, field.defaultValue);
  }
  const shaped = withCustomFields(entity, [...stored.filter((d) => d.key !== definition.key), definition], titleFieldOf);
  await addListIndexes(tx, shaped, definition.column);
  if (field.computed) await backfillChecked(tx, shaped, definition, input.label);
  return definition;
}

/**
 * A roll-up or formula worked out for the stored records; one whose result would be larger than a
 * formula's column holds on some record is refused, naming that formula (the one saved by the
 * label typed: the call's own texts do not know it yet).
 */
async function backfillChecked(tx: Db, shaped: EntityDef, definition: CustomFieldDefinition, label: string): Promise<void> {
  try {
    await backfillComputed(tx, shaped, definition.column);
  } catch (error) {
    if (!(error instanceof FormulaBeyondColumn)) throw error;
    const named = error.column === definition.column ? label : error.formula.label;
    throw refuse(definition.type === 'formula' ? 'expression' : 'type', 'customFields.formula.beyondColumn', { label: named });
  }
}

/**
 * Shows, hides, retires or restores a field; its column and data stay whatever it is set to. A field
 * a formula reads cannot retire; a roll-up or formula restored is worked out again (nothing kept it
 * while it was retired).
 */
export async function setDefinitionState(tx: Db, auth: AuthContext, key: string, state: CustomFieldDefinition['state']): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sys_custom_field'))`);
  const all = await readDefinitions(tx);
  const before = all.find((d) => d.key === key);
  if (!before) throw notFound('validation.recordNotFound');
  const kind = all.filter((d) => d.entity === before.entity && d.key !== key);
  if (state === 'retired') {
    const reader = kind.find((d) => d.type === 'formula' && d.state !== 'retired' && expressionInputs(d.options.expression ?? '').includes(before.column));
    if (reader) throw refuse('state', 'customFields.errors.readByFormula', { label: before.label, formula: reader.label });
  }
  const [saved] = await tx.update(sysCustomField).set({ state, update_by: auth.userKey, update_time: new Date(), version: sql`${sysCustomField.version} + 1` })
    .where(eq(sysCustomField.field_key, key)).returning();
  const definition = definitionOf(saved!);
  if (before.state === 'retired' && state !== 'retired' && (definition.type === 'formula' || definition.type === 'rollup')) {
    await backfillComputed(tx, withCustomFields(entityByName(definition.entity)!, [...kind, definition], titleFieldOf), definition.column);
  }
}

/** The order of a kind's added fields in its forms and lists, first to last. */
export async function orderDefinitions(tx: Db, entityName: string, keys: readonly string[]): Promise<void> {
  for (const [index, key] of keys.entries()) {
    await tx.update(sysCustomField).set({ sort: index + 1 }).where(and(eq(sysCustomField.field_key, key), eq(sysCustomField.entity, entityName)));
  }
}

