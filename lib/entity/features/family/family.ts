import type { EntityDef } from '../../types';

/** One kind of record that may own a child: the owning entity and the child's field pointing to it. */
export interface ResolvedParentLink {
  entity: string;
  foreignKey: string;
  onDelete: 'refuse' | 'cascade';
  /** For a parent of one of several kinds: the child's field naming the kind, and this kind's value in it. */
  kind?: { field: string; value: string };
}

/** Every kind of record that may own records of `child` (none, one, or the several of a shared link). */
export function parentLinksOf(child: EntityDef): ResolvedParentLink[] {
  const link = child.parent;
  if (!link) return [];
  const onDelete = link.onDelete ?? 'refuse';
  if ('entity' in link) return [{ entity: link.entity, foreignKey: link.foreignKey, onDelete }];
  return link.entities.map((entity) => ({ entity, foreignKey: link.foreignKey, onDelete, kind: { field: link.kindField, value: entity } }));
}

/** The parent link a child record's values name (its kind field picks among a shared link's kinds). */
export function parentLinkOf(child: EntityDef, values: Readonly<Record<string, unknown>>): ResolvedParentLink | undefined {
  return parentLinksOf(child).find((link) => !link.kind || values[link.kind.field] === link.kind.value);
}

/** The fields of a child that say which record owns it: the key, and the kind for a shared link. */
export function parentFieldsOf(child: EntityDef): string[] {
  const link = child.parent;
  if (!link) return [];
  return 'entity' in link ? [link.foreignKey] : [link.kindField, link.foreignKey];
}

/** A child entity as its parent sees it: the child and the field that points back. */
export interface ChildLink {
  child: EntityDef;
  foreignKey: string;
  onDelete: NonNullable<ResolvedParentLink['onDelete']>;
  kind?: ResolvedParentLink['kind'];
}

/**
 * The entities declared as children of `parent` (their `parent` names it), in declaration order.
 * Derived from the children's declarations, so a parent never lists its children by hand.
 */
export function childLinksOf(parent: EntityDef, all: readonly EntityDef[]): ChildLink[] {
  return all.flatMap((child) => parentLinksOf(child)
    .filter((link) => link.entity === parent.name)
    .map((link) => ({ child, foreignKey: link.foreignKey, onDelete: link.onDelete, ...(link.kind ? { kind: link.kind } : {}) })));
}

/** A tab of child records on a record's view: the child entity, its key pointing back, its title. */
export interface ChildTab {
  entity: string;
  foreignKey: string;
  label: string;
  kind?: ResolvedParentLink['kind'];
}

/** The child tabs of a record: the children it names itself, then every entity declaring it as parent. */
export function childTabsOf(entity: EntityDef, all: readonly EntityDef[]): ChildTab[] {
  const named = entity.children ?? [];
  const derived = childLinksOf(entity, all)
    .filter(({ child }) => !named.some((n) => n.entity === child.name))
    .map(({ child, foreignKey, kind }) => ({ entity: child.name, foreignKey, label: child.label, ...(kind ? { kind } : {}) }));
  return [...named, ...derived];
}

/** The values every record of a child tab has: the parent's key, and its kind for a shared link. */
export function childTabValues(tab: ChildTab, recordKey: string): Record<string, string> {
  return { ...(tab.kind ? { [tab.kind.field]: tab.kind.value } : {}), [tab.foreignKey]: recordKey };
}

/** The children of a record kind that appear in its timeline (follow-ups), as tabs to list them by. */
export function timelineTabsOf(entity: EntityDef, all: readonly EntityDef[]): ChildTab[] {
  return childTabsOf(entity, all).filter((tab) => all.find((e) => e.name === tab.entity)?.timeline);
}

/** Whether a record still takes follow-ups: the values its declaration names (`followUps.openWhile`) all hold. */
export function takesFollowUps(entity: EntityDef, record: Readonly<Record<string, unknown>>): boolean {
  return (entity.followUps?.openWhile ?? []).every(({ field, values }) => values.includes(record[field] as string | boolean));
}

/**
 * Whether records of an entity are opened on a page of their own rather than in a drawer: those
 * owning records declared as their children, with actions to offer beside edit and delete, or
 * going through an approval (its diagram and history). (A dictionary's items, named by the
 * dictionary itself, stay a tab of its drawer.)
 */
export function opensOnRecordPage(entity: EntityDef, all: readonly EntityDef[]): boolean {
  return childLinksOf(entity, all).length > 0 || Object.keys(entity.actions ?? {}).length > 0 || Boolean(entity.approval);
}
