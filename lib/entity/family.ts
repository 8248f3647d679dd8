import type { EntityDef, ParentLink } from './types';

/** A child entity as its parent sees it: the child and the field that points back. */
export interface ChildLink {
  child: EntityDef;
  foreignKey: string;
  onDelete: NonNullable<ParentLink['onDelete']>;
}

/**
 * The entities declared as children of `parent` (their `parent` names it), in declaration order.
 * Derived from the children's declarations, so a parent never lists its children by hand.
 */
export function childLinksOf(parent: EntityDef, all: readonly EntityDef[]): ChildLink[] {
  return all
    .filter((e) => e.parent?.entity === parent.name)
    .map((child) => ({ child, foreignKey: child.parent!.foreignKey, onDelete: child.parent!.onDelete ?? 'refuse' }));
}

/** A tab of child records on a record's view: the child entity, its key pointing back, its title. */
export interface ChildTab {
  entity: string;
  foreignKey: string;
  label: string;
}

/** The child tabs of a record: the children it names itself, then every entity declaring it as parent. */
export function childTabsOf(entity: EntityDef, all: readonly EntityDef[]): ChildTab[] {
  const named = entity.children ?? [];
  const derived = childLinksOf(entity, all)
    .filter(({ child }) => !named.some((n) => n.entity === child.name))
    .map(({ child, foreignKey }) => ({ entity: child.name, foreignKey, label: child.label }));
  return [...named, ...derived];
}

/**
 * Whether records of an entity are opened on a page of their own rather than in a drawer: those
 * owning records declared as their children, or with actions to offer beside edit and delete.
 * (A dictionary's items, named by the dictionary itself, stay a tab of its drawer.)
 */
export function opensOnRecordPage(entity: EntityDef, all: readonly EntityDef[]): boolean {
  return childLinksOf(entity, all).length > 0 || Object.keys(entity.actions ?? {}).length > 0;
}
