import type { FieldDef, FieldType, FilterOperator } from '@/lib/entity/types';
import { areaKind } from './area';
import { boolKind } from './bool';
import { dateKind, datetimeKind } from './date';
import { departmentKind } from './department';
import { dictKind, multiDictKind } from './dict';
import type { FieldKind, FieldOf } from './kind';
import { moneyKind, numberKind } from './number';
import { refKind } from './ref';
import { richTextKind } from './rich-text';
import { emailKind, phoneKind, textKind } from './text';
import { textareaKind } from './textarea';
import { fileKind, imageKind } from './upload';
import { userKind } from './user';

export type { EntityRecord, FieldKind } from './kind';

/** Every field type has exactly one implementation: a new type in FieldType fails to compile here. */
const FIELD_KINDS: { readonly [T in FieldType]: FieldKind<FieldOf<T>> } = {
  text: textKind,
  textarea: textareaKind,
  number: numberKind,
  money: moneyKind,
  date: dateKind,
  datetime: datetimeKind,
  dict: dictKind,
  multiDict: multiDictKind,
  ref: refKind,
  user: userKind,
  department: departmentKind,
  bool: boolKind,
  file: fileKind,
  image: imageKind,
  richText: richTextKind,
  phone: phoneKind,
  email: emailKind,
  area: areaKind,
};

/** The implementation for a field, typed for the general FieldDef the pages iterate over. */
export function kindOf(field: FieldDef): FieldKind<FieldDef> {
  // Sound by construction: FIELD_KINDS[t] handles exactly the fields whose type is t.
  return FIELD_KINDS[field.type];
}

/** The operator the filter bar uses: the declared one when the type supports it, else the type's default. */
export function filterOperatorOf(field: FieldDef): FilterOperator | null {
  if (!field.filter) return null;
  const { operators } = kindOf(field);
  if (operators.length === 0) return null;
  if (typeof field.filter === 'string' && operators.includes(field.filter)) return field.filter;
  return operators[0]!;
}
