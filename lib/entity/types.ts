/**
 * An entity is declared once (lib/entities/<name>.ts). From the declaration come the database
 * table, the zod schemas, the embedded API, the list page, the form and the detail view.
 * Declarations are plain data so the browser and the server can both read them.
 *
 * `EntityDef` is the core every entity has, composed with the features an entity may declare.
 * Each feature keeps its declaration in lib/entity/features/<feature>/declaration.ts beside its
 * pure rules; its server steps live under lib/backend/entity/features/<feature>/ and its UI parts
 * under components/entity/features/<feature>/, by the same name (docs/entities.md).
 */

import type { PublicContentTopic } from '@/lib/contract/public-content';
import type { ActionDecl, ActionDef } from './actions';
import type { FieldDecl, FieldDef } from './field-types';
import type { EntityScope } from './scopes';
import type { ApprovalFeature } from './features/approval/declaration';
import type { BoardFeature } from './features/board/declaration';
import type { DuplicatesFeature } from './features/duplicates/declaration';
import type { EmptyHintFeature } from './features/empty-hint/declaration';
import type { FamilyFeature } from './features/family/declaration';
import type { FirstChildrenFeature } from './features/first-children/declaration';
import type { FollowUpsFeature } from './features/follow-ups/declaration';
import type { FullTextFeature } from './features/full-text/declaration';
import type { ListTotalsFeature } from './features/list-totals/declaration';
import type { MergeFeature } from './features/merge/declaration';
import type { NumberingFeature } from './features/numbering/declaration';
import type { OverdueFeature } from './features/overdue/declaration';
import type { ReadOnlyFeature } from './features/read-only/declaration';
import type { TabGroupsFeature } from './features/tab-groups/declaration';
import type { TimelineFeature } from './features/timeline/declaration';
import type { TransitionsFeature } from './features/transitions/declaration';

export type * from './field-types';
export type { MembershipScope, EntityScope } from './scopes';
export { isMembershipScope, isParentScope } from './scopes';

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
  /** Its records open on a page of their own (lib/entity/features/family/family.ts, opensOnRecordPage). */
  recordPage: boolean;
}

/** What every entity declares, whatever features it has. */
export interface EntityCore<Fields extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Stable id: used in API paths, audit entries and message keys. */
  name: string;
  table: string;
  /** The primary key column, an opaque string named *_key (docs/entities.md, "1. Declare it"). */
  key: string;
  /** Message key of the entity's display name. */
  label: string;
  /** Base path of the calls: {base}/query, /addOrUpdate, /deleteById, /deleteBatch, /detail/{id}. */
  apiBase: string;
  fields: Fields;
  /** Whose records they are (./scopes.ts): departments', their parent's, or their members'. */
  scope: EntityScope;
  rights: EntityRights;
  /** The field shown as the record's title (detail header, pickers, audit). */
  titleField: string;
  /** Default order: newest first, createTime descending (docs/entities.md, "What you get without writing more"). */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Record actions beyond edit and delete (lib/entity/actions.ts). */
  actions?: Record<string, ActionDef>;
  /** The public site shows these records: every write refreshes the cached pages of that topic. */
  publicContent?: PublicContentTopic;
  /**
   * The fields a phone's card shows under the record's name, in this order (a contact's mobile
   * first); without it, the list's first three shown columns after the name.
   */
  cardFields?: readonly string[];
}

/** An entity: its core and every feature it may declare. */
export interface EntityDef<Fields extends Record<string, FieldDef> = Record<string, FieldDef>>
  extends EntityCore<Fields>, FamilyFeature, TimelineFeature, FollowUpsFeature, DuplicatesFeature, TransitionsFeature,
    BoardFeature, EmptyHintFeature, ApprovalFeature, OverdueFeature, ReadOnlyFeature, ListTotalsFeature, FullTextFeature,
    NumberingFeature, TabGroupsFeature, FirstChildrenFeature, MergeFeature {}

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
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, { ...field, label: field.label ?? `${prefix}.${name}` }]));
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
