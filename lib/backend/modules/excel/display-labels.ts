import { and, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { areaText } from '@/lib/area/area-paths';
import { areaTree } from '@/lib/area/divisions';
import { entityByName } from '@/lib/entities';
import type { EntityDef, FieldDef } from '@/lib/entity/types';
import type { AuthContext } from '../../auth/context';
import { holdsPermission } from '../../auth/grants';
import type { Db } from '../../db/client';
import { sysDepart, sysUser } from '../../db/schema';
import type { Row } from '../../entity/behaviour';
import { listingOf } from '../../entity/registry';
import { tableOf } from '../../entity/tables';
import { itemsByCode } from '../../dictionaries/store';
import type { DisplayLabels } from './cell-values';
import type { Locale } from '@/lib/i18n/locales';

function keysIn(rows: readonly Row[], names: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    for (const name of names) {
      const value = row[name];
      if (value === null || value === undefined || value === '') continue;
      for (const key of String(value).split(',')) if (key.trim()) keys.add(key.trim());
    }
  }
  return [...keys];
}

/** Loads into `into` the labels of the keys it does not know yet: one query per kind and batch. */
async function fill(into: Map<string, string>, keys: string[], load: (missing: string[]) => Promise<{ key: string; label: unknown }[]>): Promise<void> {
  const missing = keys.filter((k) => !into.has(k));
  if (missing.length === 0) return;
  for (const { key, label } of await load(missing)) into.set(key, label === null || label === undefined ? key : String(label));
  // Keys that no longer resolve stay as they are; remember them so they are not asked again.
  for (const key of missing) if (!into.has(key)) into.set(key, key);
}

export interface ExportLabels {
  labels: DisplayLabels;
  /** Looks up the names the rows of one batch refer to. */
  load(rows: readonly Row[]): Promise<void>;
}

/**
 * The texts an export writes instead of stored codes and keys, as the list page shows them:
 * dictionary texts, people's names, department names, referenced records' labels (only of an
 * entity the user may read, within the user's scope; otherwise the key, as the page shows it).
 */
export async function exportLabels(db: Db, auth: AuthContext, fields: readonly [string, FieldDef][], words: { yes: string; no: string; locale?: Locale }): Promise<ExportLabels> {
  const dictionaries = new Map<string, Map<string, string>>();
  for (const [, field] of fields) {
    if ((field.type === 'dict' || field.type === 'multiDict') && !dictionaries.has(field.dictCode)) {
      const items = await itemsByCode(db, field.dictCode, { includeDisabled: true, limit: 10_000, locale: words.locale });
      dictionaries.set(field.dictCode, new Map(items.map((i) => [i.value, i.text])));
    }
  }
  const users = new Map<string, string>();
  const departments = new Map<string, string>();
  const refs = new Map<string, Map<string, string>>();
  const readable = new Map<string, boolean>();
  const named = (type: FieldDef['type']) => fields.filter(([, f]) => f.type === type).map(([name]) => name);
  const tree = fields.some(([, f]) => f.type === 'area') ? areaTree() : [];

  async function loadRefs(target: EntityDef, labelField: string, keys: string[]): Promise<void> {
    const into = refs.get(target.name) ?? new Map<string, string>();
    refs.set(target.name, into);
    if (!readable.has(target.name)) readable.set(target.name, await holdsPermission(db, auth, target.rights.read));
    if (!readable.get(target.name)) return;
    const listing = listingOf(target);
    const columns = listing.columns;
    const scope = await listing.scopeCondition(db, auth);
    await fill(into, keys, async (missing) => (await db
      .select({ key: columns[target.key]!, label: columns[labelField] as PgColumn })
      .from(tableOf(target))
      .where(and(inArray(columns[target.key]!, missing), scope))) as { key: string; label: unknown }[]);
  }

  return {
    labels: {
      dictText: (code, value) => dictionaries.get(code)?.get(value),
      userName: (key) => users.get(key),
      departmentName: (key) => departments.get(key),
      refLabel: (entityName, key) => refs.get(entityName)?.get(key),
      areaText: (codes) => areaText(codes, tree),
      ...words,
    },
    async load(rows) {
      await fill(users, keysIn(rows, named('user')), async (missing) =>
        db.select({ key: sysUser.user_key, label: sysUser.realname }).from(sysUser).where(inArray(sysUser.user_key, missing)));
      await fill(departments, keysIn(rows, named('department')), async (missing) =>
        db.select({ key: sysDepart.depart_key, label: sysDepart.depart_name }).from(sysDepart).where(inArray(sysDepart.depart_key, missing)));
      for (const [name, field] of fields) {
        if (field.type !== 'ref') continue;
        const target = entityByName(field.entity);
        if (target) await loadRefs(target, field.labelField, keysIn(rows, [name]));
      }
    },
  };
}
