import type { EntityDef } from '@/lib/entity/types';
import { importFields, KEY_COLUMN_LABEL, requiredOnCreate } from './columns';

/** Marks the template puts after required headers ('岗位编码*'). */
const REQUIRED_MARK = /[*＊]+$/;

/** A header as people may have typed it: no required mark, no stray spaces, any letter case. */
export function normaliseHeader(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(REQUIRED_MARK, '').trim().toLowerCase();
}

/** What the header of the column with this index stands for: a field, the record key, or nothing we know. */
export type ColumnTarget = { kind: 'field'; name: string } | { kind: 'key' } | null;

export interface HeaderMatch {
  /** One entry per sheet column. */
  targets: ColumnTarget[];
  /** Fields that have a column. */
  present: Set<string>;
  /** The file carries record keys (an export): rows with a key update their record. */
  hasKey: boolean;
  /** Required fields without a column (field names), when the file is meant to create records. */
  missing: string[];
}

/**
 * Matches a sheet's headers to the entity's importable fields by their label text in any language
 * the product speaks. Unknown headers (创建时间, 错误原因, …) are skipped; the first column of a
 * field wins. Required fields must have a column unless the file carries record keys (an export
 * the user narrowed to some columns) or the field is fixed by the page importing.
 */
export function matchHeaders(entity: EntityDef, headers: readonly string[], labelsOf: (messageKey: string) => readonly string[], fixed: readonly string[] = []): HeaderMatch {
  const lookup = new Map<string, ColumnTarget>();
  for (const label of labelsOf(KEY_COLUMN_LABEL)) lookup.set(normaliseHeader(label), { kind: 'key' });
  for (const [name, field] of importFields(entity)) {
    if (fixed.includes(name)) continue;
    for (const label of labelsOf(field.label)) {
      const normal = normaliseHeader(label);
      if (!lookup.has(normal)) lookup.set(normal, { kind: 'field', name });
    }
  }
  const seen = new Set<string>();
  let hasKey = false;
  const targets = headers.map((header): ColumnTarget => {
    const target = lookup.get(normaliseHeader(header)) ?? null;
    if (!target) return null;
    const id = target.kind === 'key' ? '\u0000key' : target.name;
    if (seen.has(id)) return null;
    seen.add(id);
    if (target.kind === 'key') hasKey = true;
    return target;
  });
  const present = new Set(targets.flatMap((t) => (t?.kind === 'field' ? [t.name] : [])));
  const missing = hasKey ? [] : importFields(entity)
    .filter(([name, field]) => requiredOnCreate(field) && !present.has(name) && !fixed.includes(name))
    .map(([name]) => name);
  return { targets, present, hasKey, missing };
}
