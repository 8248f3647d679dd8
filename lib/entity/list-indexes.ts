import { SCOPE_COLUMN, type EntityDef, type FieldDef, type FieldType } from './types';

/**
 * The indexes an entity's list needs, derived from its declaration so a new entity gets them with
 * its table: one per sort column (the default order exactly as the list asks for it), the owning
 * department ahead of the default order, one per filterable field, and the key back to a parent.
 * Plain data: lib/backend/entity/table.ts turns it into the table's index declarations.
 */
export interface ListIndex {
  /** `<table>_<column>_idx`, `_trgm_idx` for trigram indexes (PostgreSQL names stop at 63 bytes). */
  name: string;
  /** btree: equality, ranges and order; trigram: pg_trgm GIN, for 'contains' (ILIKE '%x%') and other patterns. */
  kind: 'btree' | 'trigram';
  columns: readonly ListIndexColumn[];
}

export interface ListIndexColumn {
  name: string;
  order: 'asc' | 'desc';
}

/** Columns every list may be sorted by besides the declared ones (lib/backend/entity/filters.ts). */
export const SYSTEM_SORT_COLUMNS = ['create_time', 'update_time'] as const;

/** Types whose filters match patterns ('*x*' contains, 'x*' starts with): a trigram index serves them. */
const PATTERN_TYPES: ReadonlySet<FieldType> = new Set(['text', 'textarea', 'phone', 'email', 'richText', 'area']);
/** Stored as unbounded text: a btree entry may exceed its size limit, so these never get one. */
const LONG_TEXT_TYPES: ReadonlySet<FieldType> = new Set(['textarea', 'richText', 'multiDict', 'file', 'image']);
/** A btree entry holds about 2,700 bytes: longer bounded text (up to 4 bytes a character) may not fit either. */
const BTREE_TEXT_CHARACTERS = 600;

function isLongText(field: FieldDef): boolean {
  if (LONG_TEXT_TYPES.has(field.type)) return true;
  if ((field.type === 'text' || field.type === 'phone' || field.type === 'email') && (field.max ?? 0) > BTREE_TEXT_CHARACTERS) return true;
  return (field.type === 'ref' || field.type === 'user' || field.type === 'department') && field.multiple === true;
}

/** A filter on this field matches a pattern: the declared operator, or the type's default ('contains' for text, 'starts with' for areas). */
function filtersByPattern(field: FieldDef): boolean {
  if (!PATTERN_TYPES.has(field.type)) return false;
  return field.filter !== 'eq' && field.filter !== 'ne' && field.filter !== 'in';
}

/** Live rows of a plain unique field are already indexed by its unique index (lists read live rows only). */
function hasOwnUniqueIndex(field: FieldDef): boolean {
  return field.unique === true && !field.uniqueWithin;
}

export function listIndexesOf(entity: EntityDef): ListIndex[] {
  const indexes = new Map<string, ListIndex>();
  const add = (index: ListIndex) => {
    if (!indexes.has(index.name)) indexes.set(index.name, index);
  };
  const key: ListIndexColumn = { name: entity.key, order: 'asc' };
  const listed = Object.entries(entity.fields).filter(([, f]) => f.stored !== false && !f.hidden);
  const defaultOrder: ListIndexColumn = { name: entity.defaultSort?.field ?? 'create_time', order: entity.defaultSort?.order ?? 'desc' };

  // Sorting: the list orders by the column, then by the key (filters.ts), so both are indexed.
  add({ name: `${entity.table}_${defaultOrder.name}_idx`, kind: 'btree', columns: [defaultOrder, key] });
  const sortable = [
    ...SYSTEM_SORT_COLUMNS,
    ...listed.filter(([, f]) => f.list !== false && f.list?.sortable === true && !isLongText(f)).map(([name]) => name),
  ];
  for (const name of sortable) add({ name: `${entity.table}_${name}_idx`, kind: 'btree', columns: [{ name, order: 'asc' }, key] });

  // A department's user sees the default order of their own department's rows.
  if (entity.scope === 'department') add({ name: `${entity.table}_${SCOPE_COLUMN}_idx`, kind: 'btree', columns: [{ name: SCOPE_COLUMN, order: 'asc' }, defaultOrder, key] });

  // A parent's children are read (tabs, deletes, department moves) by the key pointing back.
  // (with the kind beside it when several kinds of record own them).
  if (entity.parent) {
    const kind = 'kindField' in entity.parent ? [{ name: entity.parent.kindField, order: 'asc' as const }] : [];
    add({ name: `${entity.table}_${entity.parent.foreignKey}_idx`, kind: 'btree', columns: [{ name: entity.parent.foreignKey, order: 'asc' }, ...kind] });
  }

  for (const [name, field] of listed) {
    if (!field.filter) continue;
    if (filtersByPattern(field)) add({ name: `${entity.table}_${name}_trgm_idx`, kind: 'trigram', columns: [{ name, order: 'asc' }] });
    else if (!isLongText(field) && !hasOwnUniqueIndex(field)) add({ name: `${entity.table}_${name}_idx`, kind: 'btree', columns: [{ name, order: 'asc' }] });
  }
  return [...indexes.values()];
}
