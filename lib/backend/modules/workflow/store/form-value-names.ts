import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LINKED_RECORD_LABELS, type FormDesign, type LinkableRecord } from '@/lib/contract/approval-form/design';
import { namedKeys, type NamedKind } from '@/lib/contract/approval-form/printed-form';
import { entityByName } from '@/lib/entities';
import type { Db } from '../../../db/client';
import { sysDepart } from '../../../db/schema';
import { tableOf } from '../../../entity/tables';
import { namesOf } from './user-names';
import { nameIn } from '@/lib/entity/english-name';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The names behind a designed form's keys (people, departments, linked records). A linked record is
 * named by its label alone, whatever the reader may read of the record itself: the request reached
 * them, and the applicant could read it when she linked it (docs/security.md). A key that names
 * nothing (a record deleted since) stays itself.
 */

const keysIn = (value: unknown): string[] => (Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : typeof value === 'string' ? [value] : []);

/** The labels of records of one linkable kind, by key: one query. */
async function recordLabels(db: Db, kind: LinkableRecord, keys: readonly string[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const entity = entityByName(kind);
  if (!entity || keys.length === 0) return labels;
  const columns = tableOf(entity) as unknown as Record<string, PgColumn>;
  const rows = await db.select({ key: columns[entity.key]!, name: columns[LINKED_RECORD_LABELS[kind]]! }).from(tableOf(entity)).where(inArray(columns[entity.key]!, [...keys]));
  for (const row of rows) if (typeof row.name === 'string' && row.name) labels.set(String(row.key), row.name);
  return labels;
}

/** For a printed copy or a title: every name the form's values need, one query per kind; departments by their names in the reader's language. */
export async function formValueNames(db: Db, design: FormDesign, data: Record<string, unknown>, locale: Locale = defaultLocale): Promise<(kind: NamedKind, key: string) => string> {
  return formValueNamesOf(db, [{ design, data }], locale);
}

/** The same for several forms at once (a list's page of requests): still one query per kind. */
export async function formValueNamesOf(db: Db, forms: readonly { design: FormDesign; data: Record<string, unknown> }[], locale: Locale = defaultLocale): Promise<(kind: NamedKind, key: string) => string> {
  const names = new Map<string, string>();
  const keep = (kind: NamedKind, key: string, name: unknown) => {
    if (typeof name === 'string' && name) names.set(`${kind}:${key}`, name);
  };
  const wanted = new Map<NamedKind, Set<string>>();
  for (const { design, data } of forms) {
    for (const [kind, keySet] of namedKeys(design, data)) wanted.set(kind, new Set([...(wanted.get(kind) ?? []), ...keySet]));
  }
  for (const [kind, keySet] of wanted) {
    const keys = [...keySet];
    if (keys.length === 0) continue;
    if (kind === 'person') {
      for (const [key, name] of await namesOf(db, keys)) keep(kind, key, name);
    } else if (kind === 'department') {
      const rows = await db.select({ key: sysDepart.depart_key, name: sysDepart.depart_name, nameEn: sysDepart.depart_name_en }).from(sysDepart).where(inArray(sysDepart.depart_key, keys));
      for (const row of rows) keep(kind, row.key, nameIn(locale, row.name, row.nameEn));
    } else {
      for (const [key, name] of await recordLabels(db, kind, keys)) keep(kind, key, name);
    }
  }
  return (kind, key) => names.get(`${kind}:${key}`) ?? key;
}

/**
 * For the submitted form's view: the labels of the records each linked-record control of the form
 * names (control id → key → label), only for the controls and values given, so a caller passes
 * the form as its reader sees it (hidden controls left out).
 */
export async function linkedRecordLabels(db: Db, design: FormDesign, data: Record<string, unknown>): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const c of design.fields) {
    if (c.kind !== 'record') continue;
    const keys = keysIn(Object.hasOwn(data, c.id) ? data[c.id] : undefined);
    if (keys.length === 0) continue;
    const labels = await recordLabels(db, c.target, keys);
    out[c.id] = Object.fromEntries(keys.flatMap((k) => (labels.has(k) ? [[k, labels.get(k)!]] : [])));
  }
  return out;
}
