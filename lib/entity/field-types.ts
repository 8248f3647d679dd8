/**
 * The fields an entity declares: a closed set of types, each owning its column, zod rule, list
 * cell, form input and filter, and the options every field or one type takes.
 */

import type { ComputedDecl } from './features/computed/declaration';
import type { Formula } from './features/formulas/formula';
import type { TextCheck } from './text-checks';
import type { SensitiveKind } from './features/sensitive/masking';

/** The closed set of field types. Each owns its column, zod rule, list cell, form input and filter. */
export type FieldType =
  | 'text' | 'textarea' | 'number' | 'money' | 'date' | 'datetime' | 'dict' | 'multiDict'
  | 'ref' | 'user' | 'department' | 'bool' | 'file' | 'image' | 'richText' | 'phone' | 'email' | 'area';

/** Filter operators a list may apply to a field (the advanced query's rules; 'between' is a range). */
export type FilterOperator = 'eq' | 'ne' | 'like' | 'startsWith' | 'endsWith' | 'in' | 'gt' | 'ge' | 'lt' | 'le' | 'between';

export interface ListColumnOptions {
  width?: number;
  sortable?: boolean;
  /** Hidden until the user turns it on in the column settings. */
  hiddenByDefault?: boolean;
}

export interface FormPlacement {
  /** 1 = half a row (default), 2 = the whole row. */
  span?: 1 | 2;
  /** Shown but not editable in the form. */
  readOnly?: boolean;
}

export interface FieldCommon {
  type: FieldType;
  /** Message key of the label, e.g. 'entity.position.fields.name'. */
  label: string;
  required?: boolean;
  /** The value must not repeat among live records. */
  unique?: boolean;
  /** With unique: the value must not repeat among records sharing this field (e.g. items of one dictionary). */
  uniqueWithin?: string;
  /** false: not a list column. Default: a column. */
  list?: false | ListColumnOptions;
  /** true: offered in the filter bar with the type's default operator; or the operator to use. */
  filter?: boolean | FilterOperator;
  /** false: not in the form (set by the server or by special behaviour). */
  form?: false | FormPlacement;
  /** false: not on the detail view. */
  detail?: boolean;
  /** Message key of a hint under the input. */
  help?: string;
  /**
   * Matched by the global search (lib/backend/search): Chinese substrings, pinyin initials and full
   * pinyin, Latin text ignoring case. Text-like fields only (text, textarea, phone, email).
   */
  search?: boolean;
  /** Stored but never answered, listed, shown or edited through the generic calls (a password hash). */
  hidden?: boolean;
  /**
   * false: offered to no filter, sort or advanced query. Never declared: set on a caller's copy of
   * the declaration for the fields the server refuses to narrow or order her lists by
   * (lib/entity/unqueried-fields.ts).
   */
  queryable?: false;
  /**
   * Read by some roles only (an added field's 可查看角色): `hidden` in the shape of a caller holding
   * none of them. A searched one's text is kept apart in the record's search entry, matched only
   * for callers who read the field, whoever saved the record.
   */
  readLimited?: boolean;
  /** The value a new record gets when none is given (also the column default). */
  defaultValue?: string | number | boolean;
  /**
   * false: an input of the form and of addOrUpdate that is not a column of the table (a first
   * password, the keys of linked records); the entity's behaviour stores it.
   */
  stored?: false;
  /** For an unstored field: the property of an answered record that holds its current value. */
  loadFrom?: string;
  /** Shown in the form only when creating (a first password). */
  createOnly?: boolean;
  /**
   * Message key said when a required value is missing, instead of the generic 请填写/请选择{label}
   * (the project wizard's own words). Form and server both say it.
   */
  requiredMessage?: string;
  /**
   * Set by the server when the record is created, never by the caller: the moment ('now', a
   * datetime field) or the creating user ('caller', a user field): who checked in, and when.
   */
  onCreate?: 'now' | 'caller';
  /**
   * Worked out by the server on every write and never typed (fields administrators add): an
   * expression over the record's own fields, or a roll-up of a child kind's live records, kept in
   * the same transaction as the child's write (lib/entity/features/computed/declaration.ts).
   */
  computed?: ComputedDecl;
}

export interface TextField extends FieldCommon {
  type: 'text' | 'textarea' | 'phone' | 'email' | 'richText';
  min?: number;
  max?: number;
  pattern?: { regex: string; message: string };
  /** A named check beyond length and pattern (lib/entity/text-checks.ts): a credit code's check character. */
  check?: TextCheck;
  /** Typed into a masked input and never echoed back (a first password). */
  secret?: boolean;
  /** Personal data answered masked to all but the record's owner; 查看敏感信息 reveals it (lib/entity/features/sensitive). */
  sensitive?: SensitiveKind;
  /**
   * The stored text may be a message key under this prefix (seeded menus are titled
   * 'menu.customer'): lists and details show it in the reader's language, and text filters also
   * find it by its translations.
   */
  messageKeyPrefix?: string;
}
export interface NumberField extends FieldCommon {
  type: 'number' | 'money';
  min?: number;
  max?: number;
  integer?: boolean;
  /**
   * The value is worked out from other fields of the record (lib/entity/formula.ts), by the server
   * on every write and live in the form, where it is shown but not typed: an order line's amount.
   */
  formula?: Formula;
  /** 'stars': read as stars out of `max` (default 5) beside the figure, a rating; typed as a figure. */
  display?: 'stars';
}
export interface DateField extends FieldCommon {
  type: 'date' | 'datetime';
  /**
   * The value may not come before another date field of the record (a period's end after its
   * start): checked by the form and the server alike, saying `message` on this field.
   */
  notBefore?: { field: string; message: string };
  /** 'minute': a date-time read to the minute (a project's start and end), shown without seconds. */
  precision?: 'minute';
  /**
   * The field says when something happened (a follow-up, a payment): a new record's form starts at
   * the present moment (a date field at the business's today), which the user may change.
   */
  startsNow?: boolean;
}
export interface DictField extends FieldCommon { type: 'dict' | 'multiDict'; dictCode: string; display?: 'select' | 'radio' | 'radioButton' }
export interface RefField extends FieldCommon {
  type: 'ref';
  entity: string;
  labelField: string;
  multiple?: boolean;
  /**
   * Only target records whose `targetField` holds this record's `field` may be named (a task's
   * parent task within the same project: `{ field: 'project_key', targetField: 'project_key' }`):
   * the form offers only those, and the server refuses others with `message` (a message key;
   * default validation.refOutsideScope), also when the record moves to another `field` value.
   */
  within?: { field: string; targetField: string; message?: string };
}
export interface PeopleField extends FieldCommon {
  type: 'user' | 'department';
  multiple?: boolean;
  /**
   * A single user field (an owner, a follower) that a new record's creator holds unless the form
   * names someone else: the form starts with them, and the server fills it in when left empty.
   */
  creatorByDefault?: boolean;
}
export interface BoolField extends FieldCommon { type: 'bool' }
export interface FileField extends FieldCommon { type: 'file' | 'image'; maxCount?: number }
export interface AreaField extends FieldCommon {
  type: 'area';
  /** 1 province, 2 with city, 3 with district (default). */
  levels?: 1 | 2 | 3;
  /** One cascading drop-down (default) or a drop-down per level side by side. */
  display?: 'cascader' | 'select';
}

export type FieldDef = TextField | NumberField | DateField | DictField | RefField | PeopleField | BoolField | FileField | AreaField;

/** A field as declared: its label may be left out when it is `entity.<entity>.fields.<field>`. */
export type FieldDecl = FieldDef extends infer F ? (F extends FieldDef ? Omit<F, 'label'> & { label?: string } : never) : never;
