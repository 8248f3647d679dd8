/**
 * An entity is declared once (lib/entities/<name>.ts). From the declaration come the database
 * table, the zod schemas, the embedded API, the list page, the form and the detail view.
 * Declarations are plain data so the browser and the server can both read them.
 */

import type { DuplicateCheck } from './duplicates';
import type { PublicContentTopic } from '@/lib/contract/public-content';
import type { ActionDecl, ActionDef, TransitionsDef } from './actions';
import type { BoardDef } from './board';
import type { EmptyHint } from './empty-hint';
import type { Formula } from './formula';
import type { ApprovalDef } from './approval';
import type { NumberingDef } from './numbering';
import type { TextCheck } from './text-checks';
import type { FullTextDecl } from './full-text';

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

/** Who may do what: menu names (sys_permission.name) whose grant is needed; administrators hold all. */
export interface EntityRights {
  read: string;
  create?: string;
  update?: string;
  delete?: string;
}

/**
 * What a reference needs of the record kind it names: enough to read and list its records and to
 * link to their pages, without the whole declaration (lib/entities/ref-targets.ts).
 */
export interface EntityTarget {
  name: string;
  key: string;
  apiBase: string;
  /** Its records open on a page of their own (lib/entity/family.ts, opensOnRecordPage). */
  recordPage: boolean;
}

export interface EntityDef<Fields extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Stable id: used in API paths, audit entries and message keys. */
  name: string;
  table: string;
  /** The spec's *_key primary key column. */
  key: string;
  /** Message key of the entity's display name. */
  label: string;
  /** Base path of the calls: {base}/query, /addOrUpdate, /deleteById, /deleteBatch, /detail/{id}. */
  apiBase: string;
  fields: Fields;
  /**
   * 'department': rows belong to departments; non-administrators see and change only their own.
   * A membership scope: rows belong to the people named in some of their fields (a project's
   * manager and participants), see MembershipScope. A parent scope: rows are reached exactly as
   * their parent is (a project's objectives and tasks), see ParentScope.
   */
  scope: 'department' | 'none' | MembershipScope | ParentScope;
  rights: EntityRights;
  /** The field shown as the record's title (detail header, pickers, audit). */
  titleField: string;
  /** Default order: newest first (spec: createTime descending). */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /**
   * Child record types shown on the detail view: entity name plus the field pointing back here.
   * Records that name this one without belonging to it (a resource's link to a supplier) stay when
   * it is deleted, unless `onDelete` says 'cascade' (deleted with it) or 'refuse' (the delete is
   * refused while any is left).
   */
  children?: readonly { entity: string; foreignKey: string; label: string; onDelete?: 'refuse' | 'cascade' }[];
  /**
   * The record that owns this one (a customer's contacts). The child takes its parent's department
   * and may be read, added, changed or deleted exactly when the caller may reach the parent (by
   * key too); deleting a parent with live children is refused unless onDelete says 'cascade'.
   * A record kind several kinds of record own alike (follow-ups of leads, customers and
   * opportunities) names them all with the field that says which kind owns each record.
   */
  parent?: ParentLink | SharedParentLink;
  /**
   * This kind's records appear in their parent's timeline beside its history (follow-ups): the
   * moment each happened, who, a dictionary tag, the text, and further fields shown under it.
   */
  timeline?: TimelineDecl;
  /** What a follow-up of one of these records (lib/entities/follow.ts) changes on it, and when one may be added. */
  followUps?: FollowUpEffects;
  /** Values that suggest a record already exists (a contact's phone): the form warns and links it (lib/entity/duplicates.ts). */
  duplicates?: readonly DuplicateCheck[];
  /** Record actions beyond edit and delete (lib/entity/actions.ts). */
  actions?: Record<string, ActionDef>;
  /** The moves a status field may make, checked on every write of it. */
  transitions?: TransitionsDef;
  /** The public site shows these records: every write refreshes the cached pages of that topic. */
  publicContent?: PublicContentTopic;
  /**
   * The list page also offers a board: a column per value of a dictionary field, where moving a
   * card runs the declared action that sets the field (lib/entity/board.ts).
   */
  board?: BoardDef;
  /**
   * The fields a phone's card shows under the record's name, in this order (a contact's mobile
   * first); without it, the list's first three shown columns after the name.
   */
  cardFields?: readonly string[];
  /** What its empty list says besides "no records yet": why, and where the records are (lib/entity/empty-hint.ts). */
  emptyHint?: EmptyHint;
  /** Records go through an approval whose outcome their status follows (lib/entity/approval.ts). */
  approval?: ApprovalDef;
  /**
   * Records past a date field's day are overdue (a task past its due date) unless another field
   * holds one of the given values (done): the list and the board highlight them.
   */
  overdue?: OverdueDecl;
  /**
   * Values of a field in which a record is read-only (a committed quote, an archived contract):
   * its changes and deletes are refused with the message, and so are those of its children
   * (lib/entity/read-only.ts). Declared actions still run where their `from` allows.
   */
  readOnlyWhile?: readonly ReadOnlyWhile[];
  /**
   * Money or number fields summed over every record the list shows (the same filters, advanced
   * query and data scope, not only the page): the query answers them as `data.totals` and the list
   * page shows them in a 合计 row under the table.
   */
  listTotals?: readonly string[];
  /**
   * Full-text search over text and rich-text fields (lib/entity/full-text.ts): the query takes
   * `keyword` and keeps the records whose fields hold its words (PostgreSQL text search with
   * Chinese characters split, so a Chinese word is found too); the list page offers a 关键词 box.
   */
  search?: FullTextDecl;
  /** The record's number follows a numbering rule (lib/entity/numbering.ts): given on first save, previewed by `{apiBase}/code`. */
  numbering?: NumberingDef;
  /**
   * The record page gathers its child tabs under these groups, in this order (a customer's 联系与往来,
   * 商务, 财务, 配置), each tab showing how many records it holds (lib/entity/tab-groups.ts). A
   * group's title is the message `entity.<name>.tabGroups.<group>`; children no group names come last.
   */
  tabGroups?: readonly TabGroupDecl[];
  /**
   * Children a new record's form may add with it (a customer's first contact), with the child's
   * fields it shows: created in the same transaction as the record, checked by the child's own
   * rules, and left out when the form leaves them all empty (lib/entity/first-children.ts).
   */
  firstChildren?: readonly FirstChildDecl[];
}

export interface TabGroupDecl {
  name: string;
  /** The child kinds (entity names) whose tabs the group holds, in this order. */
  children: readonly string[];
}

export interface FirstChildDecl {
  /** The child entity: its parent link names this entity. */
  entity: string;
  /** The child's fields the form shows; every required one besides the link to the parent. */
  fields: readonly string[];
}

export interface ReadOnlyWhile {
  field: string;
  values: readonly string[];
  /** Message key said when a change is refused. */
  message: string;
  /**
   * Child kinds still written while the record is held this way (payments recorded against an
   * approved payment plan); its other children stay as they are.
   */
  openTo?: readonly string[];
}

export interface OverdueDecl {
  /** A date field: the last day the record is on time. */
  field: string;
  /** The record is not overdue while this field holds one of these values. */
  unless?: { field: string; values: readonly string[] };
  /** A number field of what is still owed: the record is not overdue once it is zero or less (a plan paid in full). */
  owing?: string;
}

/**
 * Records reached exactly as their parent (`parent`, a single-kind link) is: read by whoever may
 * read the parent; changed, added and deleted by whoever may change it (`parent: 'editors'`), or
 * by whoever may read it (`parent: 'members'`: every member of a project keeps its tasks,
 * documents and quotes, not only its manager). Works down a chain: a key result follows its
 * objective, which follows its project; a quote line its quote.
 */
export interface ParentScope {
  /** Who changes the children: everyone who reads the parent ('members') or only who may change it ('editors'). */
  parent: 'members' | 'editors';
}

export function isParentScope(scope: EntityDef['scope']): scope is ParentScope {
  return typeof scope === 'object' && scope !== null && 'parent' in scope;
}
/**
 * Records that belong to people rather than to a department. A record is seen by the users its
 * member fields name, by the leaders of those users' departments (the departments' directors, and
 * holders of the leader role in them, each reaching the departments below too) and by
 * administrators; it is changed by its editors, those leaders and administrators. Nobody else
 * reaches it, by key or in lists.
 */
export interface MembershipScope {
  /** 'user' fields (single or multiple) naming the record's members. */
  members: readonly string[];
  /** The member fields whose users may change the record (default: every member). */
  editors?: readonly string[];
}

export function isMembershipScope(scope: EntityDef['scope']): scope is MembershipScope {
  return typeof scope === 'object' && scope !== null && 'members' in scope;
}

export interface ParentLink {
  /** The owning entity's name. */
  entity: string;
  /** The child's field holding the parent's key (a required field of the child). */
  foreignKey: string;
  /** What deleting the parent does to live children: refuse (default) or delete them too. */
  onDelete?: 'refuse' | 'cascade';
  /**
   * Parent fields kept as the sum of a field over the live children, by child field: an order's
   * total is `{ amount: 'total_amount' }` on its lines. Worked out by the database on every write
   * of a child, under a lock on the parent, so two lines saved at once both count.
   */
  totals?: Readonly<Record<string, string>>;
  /**
   * Parent fields kept as the average of a child field over the live children, weighted by
   * another child field when `weight` is named, rounded to `scale` decimals (default 0, the
   * integer): an objective's progress is `{ progress: { into: 'progress', weight: 'weight' } }` on
   * its key results; a resource's rating `{ score: { into: 'avg_rating', scale: 1 } }` (4.5).
   * No children (or no weight) gives 0. Kept like totals, under a lock on the parent.
   */
  averages?: Readonly<Record<string, { into: string; weight?: string; scale?: number }>>;
  /**
   * Parent fields kept as the value of the latest live child (by creation), by child field: a key
   * result's progress is its latest check-in's. Kept like totals; a parent with no children keeps
   * its value.
   */
  latest?: Readonly<Record<string, string>>;
  /**
   * Child fields copied from the parent, by child field: a quote takes its project's customer
   * `{ customer_key: 'customer_key', customer_name: 'customer_name' }`. Written by the server
   * whenever the child is created or moved to another parent; the fields are `form: false`.
   */
  copies?: Readonly<Record<string, string>>;
}

/** A parent of one of several kinds: `kindField` holds the owning entity's name, `foreignKey` its key. */
export interface SharedParentLink {
  entities: readonly string[];
  /** A required field of the child holding the parent entity's name. */
  kindField: string;
  foreignKey: string;
  onDelete?: 'refuse' | 'cascade';
}

export interface FollowUpEffects {
  /** A date-time field moved to the latest follow-up's time (never back). */
  lastTime?: string;
  /** A date-time field taking the next planned time of the latest follow-up. */
  nextTime?: string;
  /** A status a first follow-up moves on (a new lead becomes one being followed). */
  advance?: { field: string; from: readonly string[]; to: string };
  /** Follow-ups are added only while the record's fields hold these values (a lead not yet converted). */
  openWhile?: readonly { field: string; values: readonly (string | boolean)[] }[];
}

export interface TimelineDecl {
  /** A date-time field: when it happened (the timeline's order). */
  time: string;
  /** A user field: who did it. */
  who?: string;
  /** A dictionary field shown as a tag (how: phone, visit, …). */
  tag?: string;
  /** The text of the entry. */
  text: string;
  /** Fields shown under the text with their labels. */
  more?: readonly string[];
}

/** A field as declared: its label may be left out when it is `entity.<entity>.fields.<field>`. */
export type FieldDecl = FieldDef extends infer F ? (F extends FieldDef ? Omit<F, 'label'> & { label?: string } : never) : never;

/** An entity as declared: labels that follow the naming convention may be left out. */
export type EntityDecl = Omit<EntityDef, 'fields' | 'label' | 'actions'> & {
  label?: string;
  fields: Record<string, FieldDecl>;
  actions?: Record<string, ActionDecl>;
};

/** The declaration with every label filled in. */
export type Declared<E extends EntityDecl> = Omit<E, 'fields' | 'label' | 'actions'> & {
  label: string;
  fields: { [K in keyof E['fields']]: E['fields'][K] & { label: string } };
  actions?: Record<string, ActionDef>;
};

function withLabels(fields: Record<string, FieldDecl>, prefix: string): Record<string, FieldDef> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, { ...field, label: field.label ?? `${prefix}.${name}` } as FieldDef]));
}

function declaredActions(entityName: string, actions: Record<string, ActionDecl>): Record<string, ActionDef> {
  return Object.fromEntries(Object.entries(actions).map(([name, action]) => {
    const prefix = `entity.${entityName}.actions.${name}`;
    return [name, { ...action, label: action.label ?? `${prefix}.label`, confirm: `${prefix}.confirm`, done: `${prefix}.done`, inputs: withLabels(action.inputs ?? {}, `${prefix}.inputs`) }];
  }));
}

/**
 * Keeps the declaration's literal types (so its table's columns are typed from it), checks that
 * the title field is one of its fields, and fills in the labels a declaration leaves out:
 * `entity.<name>.title` and `entity.<name>.fields.<field>`, so only labels that differ are spelt out.
 */
export function defineEntity<const E extends EntityDecl>(entity: E & { titleField: keyof E['fields'] & string }): Declared<E> {
  const fields = withLabels(entity.fields, `entity.${entity.name}.fields`);
  const actions = entity.actions ? { actions: declaredActions(entity.name, entity.actions) } : {};
  return { ...entity, label: entity.label ?? `entity.${entity.name}.title`, fields, ...actions } as unknown as Declared<E>;
}

/** Columns every entity table carries besides its declared fields. */
export const SYSTEM_COLUMNS = ['create_by', 'create_time', 'update_by', 'update_time', 'version', 'del_flag'] as const;
export const SCOPE_COLUMN = 'belong_depart';
