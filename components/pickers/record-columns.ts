import type { EntityDef, FieldDef } from '@/lib/entity/types';

/** The columns a record picker shows at most: enough to tell records apart in a dialog. */
export const MAX_PICKER_COLUMNS = 5;

/** The default row key of the record picker (docs/entities.md, "What you get without writing more"). */
export const DEFAULT_ROW_KEY = 'position_key';

/** Text the picker cuts at 12 units; other types render as their list cells do. */
const TEXTUAL: ReadonlySet<FieldDef['type']> = new Set(['text', 'textarea', 'phone', 'email']);

export const isTextual = (field: FieldDef) => TEXTUAL.has(field.type);

/** The entity's list fields for the picker table, the title field first. */
export function pickerColumnFields(entity: EntityDef): [string, FieldDef][] {
  const listed = Object.entries(entity.fields).filter(([, field]) => field.list !== false && !field.hidden && field.type !== 'richText');
  const title = listed.filter(([name]) => name === entity.titleField);
  const others = listed.filter(([name]) => name !== entity.titleField);
  return [...title, ...others].slice(0, MAX_PICKER_COLUMNS);
}

/** The row key a picker uses: the given one, else the entity's key, else `position_key` (docs/entities.md, "What you get without writing more"). */
export function pickerRowKey(entity: Pick<EntityDef, 'key'> | undefined, rowKey?: string): string {
  return rowKey || entity?.key || DEFAULT_ROW_KEY;
}
