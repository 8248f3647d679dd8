import { pinyin } from 'pinyin-pro';
import { CJK_CHARACTER_CLASS } from '@/lib/entity/full-text';
import type { EntityDef, FieldType } from '@/lib/entity/types';

/** Field types whose values are words a person types to find a record. */
const SEARCHABLE_TYPES: ReadonlySet<FieldType> = new Set(['text', 'textarea', 'phone', 'email']);

const HAS_CJK = new RegExp(CJK_CHARACTER_CLASS);

/** The fields an entity declares searched (`search: true`), checked to be stored text. */
export function searchedFields(entity: EntityDef): string[] {
  return Object.entries(entity.fields).filter(([, field]) => field.search).map(([name, field]) => {
    if (!SEARCHABLE_TYPES.has(field.type) || field.stored === false || field.hidden) {
      throw new Error(`${entity.name}.${name}: only stored, visible text fields can be searched`);
    }
    return name;
  });
}

/** Kinds with searched fields: the ones the global search covers. */
export function searchedEntities(entities: readonly EntityDef[]): EntityDef[] {
  return entities.filter((entity) => searchedFields(entity).length > 0);
}

/** Initials and full pinyin of a value's Chinese characters ("浦江信托" → "pjxt pujiangxintuo"); empty without any. */
export function pinyinForms(value: string): string {
  if (!HAS_CJK.test(value)) return '';
  const syllables = pinyin(value, { toneType: 'none', type: 'array', nonZh: 'removed', v: true });
  if (syllables.length === 0) return '';
  return `${syllables.map((s) => s[0] ?? '').join('')} ${syllables.join('')}`;
}

/**
 * What the search matches for one record: its searched values in lower case, then their pinyin
 * forms, separated by a character no one types so a match never spans two values.
 */
export function haystackOf(entity: EntityDef, row: Record<string, unknown>): string {
  const values = searchedFields(entity)
    .map((name) => row[name])
    .filter((value): value is string | number => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
    .map((value) => String(value).trim());
  const forms = values.map(pinyinForms).filter(Boolean);
  return [...values, ...forms].join('\u0001').toLowerCase();
}
