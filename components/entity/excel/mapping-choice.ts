import type { ImportVerified } from '@/lib/contract/import-answers';
import { RECORD_KEY_TARGET, type ImportMode } from '@/lib/contract/import-mapping';

/** What the mapping step holds: one target per column of the file, the mode and the key field. */
export interface MappingChoice {
  columns: (string | null)[];
  mode: ImportMode;
  keyField: string | null;
}

/** The mapping offered first: by header text or remembered; update mode when a key field is known. */
export function initialChoice(upload: ImportVerified): MappingChoice {
  return { columns: upload.columns.map((c) => c.target), mode: upload.keyField ? 'update' : 'create', keyField: upload.keyField };
}

/** Targets chosen for more than one column: the dialog marks those selects before the server refuses them. */
export function repeatedTargets(columns: readonly (string | null)[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const target of columns) {
    if (target === null) continue;
    if (seen.has(target)) repeated.add(target);
    seen.add(target);
  }
  return repeated;
}

export { RECORD_KEY_TARGET };
