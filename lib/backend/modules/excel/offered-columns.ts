import { RECORD_KEY_TARGET } from '@/lib/contract/import-mapping';
import type { ImportColumn, ImportField } from '@/lib/contract/import-answers';
import type { EntityDef } from '@/lib/entity/types';
import type { CellInput } from './cell-values';
import { importFields, requiredOnCreate } from './columns';
import { targetName } from './column-mapping';
import type { ColumnTarget } from './header-match';
import type { SuggestableField } from './header-suggestions';
import { labelsOf } from './import-upload';
import type { RememberedMapping } from './mapping-memory';
import type { SheetRow } from './sheet-reader';

/** What the mapping step shows: each column of the file with a few values, and the fields to pick from. */

/** Values shown under each column's header. */
const SAMPLES = 3;

/** A cell as the user typed it: a date without its midnight, other values as text. */
export function cellText(cell: CellInput): string | null {
  if (cell === null) return null;
  if (cell instanceof Date) {
    const iso = cell.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  return String(cell);
}

/**
 * Each column of the file with a few values and its target: the mapped one, else a field suggested
 * for its header (header-suggestions.ts), marked so the user confirms it.
 */
export function offeredColumns(headers: readonly string[], rows: readonly SheetRow[], targets: readonly ColumnTarget[], suggested: readonly (string | null)[]): ImportColumn[] {
  return headers.map((header, i) => {
    const samples: string[] = [];
    for (const row of rows) {
      if (samples.length >= SAMPLES) break;
      const text = cellText(row.cells[i] ?? null);
      if (text !== null) samples.push(text);
    }
    const target = targetName(targets[i] ?? null);
    const suggestion = target === null ? (suggested[i] ?? null) : null;
    return { header, samples, target: target ?? suggestion, suggested: suggestion !== null };
  });
}

export function offeredFields(entity: EntityDef, fixed: readonly string[], t: (key: string) => string): ImportField[] {
  return importFields(entity)
    .filter(([name]) => !fixed.includes(name))
    .map(([name, field]) => ({ name, label: t(field.label), required: requiredOnCreate(field), matches: Boolean(field.unique) }));
}

/** The fields the mapping step may suggest, each with its label in every language. */
export function suggestableFields(entity: EntityDef, fixed: readonly string[]): SuggestableField[] {
  return importFields(entity).filter(([name]) => !fixed.includes(name)).map(([name, field]) => ({ name, labels: labelsOf(field.label) }));
}

/** A remembered mapping's targets, when it still fits the kind's fields; otherwise null. */
export function rememberedTargets(entity: EntityDef, remembered: RememberedMapping | null, width: number, fixed: readonly string[]): ColumnTarget[] | null {
  if (!remembered || remembered.columns.length !== width) return null;
  const importable = new Set(importFields(entity).map(([name]) => name).filter((name) => !fixed.includes(name)));
  if (!remembered.columns.every((name) => name === null || name === RECORD_KEY_TARGET || importable.has(name))) return null;
  return remembered.columns.map((name) => (name === null ? null : name === RECORD_KEY_TARGET ? { kind: 'key' } : { kind: 'field', name }));
}
