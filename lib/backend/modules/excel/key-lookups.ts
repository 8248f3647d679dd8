import { and, eq, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { areaCodes as splitAreaCodes, areaPathOfNames, isWellFormedAreaPath } from '@/lib/area/area-paths';
import { areaTree } from '@/lib/area/divisions';
import { entityByName } from '@/lib/entities';
import type { FieldDef } from '@/lib/entity/types';
import type { AuthContext } from '../../auth/context';
import { holdsPermission } from '../../auth/grants';
import type { Db } from '../../db/client';
import { sysDepart, sysUser } from '../../db/schema';
import { inValues } from '../../db/value-list';
import { listingOf } from '../../entity/registry';
import { tableOf } from '../../entity/tables';
import { itemsByCode } from '../../dictionaries/store';
import type { KeyFound, KeyLookup } from './cell-values';

/** A record that a text may name: matched first by its unique name, then by its label, then by its key. */
interface Candidate {
  key: string;
  /** Unique among live records (a username, an org code); null when the kind has none. */
  code: string | null;
  label: string;
}

/** The key a text names: a code names one record; a label that several records share is ambiguous. */
export function pickKey(text: string, candidates: readonly Candidate[]): KeyFound {
  const byCode = candidates.find((c) => c.code !== null && c.code === text);
  if (byCode) return { key: byCode.key };
  const byLabel = [...new Map(candidates.filter((c) => c.label === text).map((c) => [c.key, c])).values()];
  if (byLabel.length === 1) return { key: byLabel[0]!.key };
  if (byLabel.length > 1) return 'ambiguous';
  const byKey = candidates.find((c) => c.key === text);
  return byKey ? { key: byKey.key } : 'missing';
}

/** Texts of one batch to resolve, by kind; referenced records by entity name. */
export interface WantedTexts {
  users: Set<string>;
  departments: Set<string>;
  refs: Map<string, Set<string>>;
}

export function emptyWanted(): WantedTexts {
  return { users: new Set(), departments: new Set(), refs: new Map() };
}

export interface ImportLookups {
  keys: KeyLookup;
  /** Resolves the texts not seen before; db is the transaction the batch runs in. */
  load(db: Db, wanted: WantedTexts): Promise<void>;
}

/**
 * Texts back to stored values for an import, cached for the whole file: dictionary texts (or the
 * values themselves), users by username or real name, departments by org code or name, referenced
 * records by their label (only of an entity the user may read, within the user's scope).
 */
export async function importLookups(db: Db, auth: AuthContext, fields: readonly [string, FieldDef][]): Promise<ImportLookups> {
  const dictionaries = new Map<string, { byText: Map<string, string>; values: Set<string> }>();
  for (const [, field] of fields) {
    if ((field.type === 'dict' || field.type === 'multiDict') && !dictionaries.has(field.dictCode)) {
      const items = await itemsByCode(db, field.dictCode, { includeDisabled: true, limit: 10_000 });
      const byText = new Map<string, string>();
      // A file exported in either language imports again: both texts name the value.
      for (const item of items) {
        for (const text of [item.text, item.text_en]) if (text && !byText.has(text)) byText.set(text, item.value);
      }
      dictionaries.set(field.dictCode, { byText, values: new Set(items.map((i) => i.value)) });
    }
  }
  const tree = fields.some(([, f]) => f.type === 'area') ? areaTree() : [];

  const users = new Map<string, KeyFound>();
  const departments = new Map<string, KeyFound>();
  const refs = new Map<string, Map<string, KeyFound>>();
  const readable = new Map<string, boolean>();

  async function resolveInto(into: Map<string, KeyFound>, texts: Iterable<string>, load: (missing: string[]) => Promise<Candidate[]>): Promise<void> {
    const missing = [...texts].filter((t) => !into.has(t));
    if (missing.length === 0) return;
    const candidates = await load(missing);
    for (const text of missing) into.set(text, pickKey(text, candidates));
  }

  async function loadRefs(db: Db, entityName: string, texts: Set<string>): Promise<void> {
    const into = refs.get(entityName) ?? new Map<string, KeyFound>();
    refs.set(entityName, into);
    const target = entityByName(entityName);
    const owner = fields.find(([, f]) => f.type === 'ref' && f.entity === entityName)?.[1];
    if (!target || owner?.type !== 'ref') {
      for (const text of texts) into.set(text, 'missing');
      return;
    }
    if (!readable.has(entityName)) readable.set(entityName, await holdsPermission(db, auth, target.rights.read));
    const listing = listingOf(target);
    const columns = listing.columns;
    const labelColumn = columns[owner.labelField] as PgColumn;
    const scope = readable.get(entityName) ? await listing.scopeCondition(db, auth) : undefined;
    await resolveInto(into, texts, async (missing) => {
      if (!readable.get(entityName)) return [];
      const rows = await db.select({ key: columns[target.key]!, label: labelColumn }).from(tableOf(target))
        .where(and(eq(columns.del_flag!, 0), scope, or(inValues(labelColumn, missing), inValues(columns[target.key]!, missing))));
      return (rows as { key: string; label: unknown }[]).map((r) => ({ key: r.key, code: null, label: String(r.label ?? '') }));
    });
  }

  return {
    keys: {
      dictValue(code, text) {
        const dictionary = dictionaries.get(code);
        return dictionary?.byText.get(text) ?? (dictionary?.values.has(text) ? text : undefined);
      },
      userKey: (text) => users.get(text) ?? 'missing',
      departmentKey: (text) => departments.get(text) ?? 'missing',
      refKey: (entityName, text) => refs.get(entityName)?.get(text) ?? 'missing',
      areaCodes(text) {
        const codes = /^[\d,，\s]+$/.test(text) ? splitAreaCodes(text) : areaPathOfNames(text, tree);
        // The field's own rule then checks the number of levels it wants.
        return codes && isWellFormedAreaPath(codes, 3) ? codes.join(',') : null;
      },
    },
    async load(db, wanted) {
      await resolveInto(users, wanted.users, async (missing) => (await db
        .select({ key: sysUser.user_key, code: sysUser.username, label: sysUser.realname }).from(sysUser)
        .where(and(eq(sysUser.del_flag, 0), or(inValues(sysUser.username, missing), inValues(sysUser.realname, missing), inValues(sysUser.user_key, missing))))));
      await resolveInto(departments, wanted.departments, async (missing) => (await db
        .select({ key: sysDepart.depart_key, code: sysDepart.org_code, label: sysDepart.depart_name }).from(sysDepart)
        .where(and(eq(sysDepart.del_flag, 0), or(inValues(sysDepart.org_code, missing), inValues(sysDepart.depart_name, missing), inValues(sysDepart.depart_key, missing))))));
      for (const [entityName, texts] of wanted.refs) await loadRefs(db, entityName, texts);
    },
  };
}
