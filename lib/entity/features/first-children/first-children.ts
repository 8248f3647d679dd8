import { z } from 'zod';
import { parentLinksOf, type ResolvedParentLink } from '../family/family';
import type { EntityDef, FieldDef } from '../../types';
import { fieldRule } from '../../zod-schema';

/** The addOrUpdate property carrying a new record's first children, by child entity name. */
export const FIRST_CHILDREN_INPUT = 'first_children';

/** A child kind a new record's form adds with it: the child, the fields shown, its link to the parent. */
export interface FirstChild {
  child: EntityDef;
  fields: [string, FieldDef][];
  link: ResolvedParentLink;
  /** Message key of the form section's title. */
  label: string;
}

/** The first children an entity declares, resolved against their declarations (unknown ones are skipped). */
export function firstChildrenOf(entity: EntityDef, all: readonly EntityDef[]): FirstChild[] {
  return (entity.firstChildren ?? []).flatMap((decl) => {
    const child = all.find((e) => e.name === decl.entity);
    const link = child ? parentLinksOf(child).find((l) => l.entity === entity.name) : undefined;
    if (!child || !link) return [];
    const fields = decl.fields.flatMap((name): [string, FieldDef][] => (child.fields[name] ? [[name, child.fields[name]]] : []));
    return [{ child, fields, link, label: `entity.${entity.name}.firstChildren.${child.name}` }];
  });
}

/** The values every first child takes from its new parent: the parent's key, and its kind for a shared link. */
export function firstChildLinkValues(first: FirstChild, parentKey: string): Record<string, string> {
  const { link } = first;
  return { ...(link.kind ? { [link.kind.field]: link.kind.value } : {}), [link.foreignKey]: parentKey };
}

/** Nothing typed: no value, blank text or an empty list in every field. A blank first child is not created. */
export function isBlankChild(values: unknown): boolean {
  if (values === null || values === undefined) return true;
  if (typeof values !== 'object') return false;
  return Object.values(values).every((v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0));
}

/** The rules of a first child's shown fields: the child's own declared rules, as for a new record. */
export function firstChildSchema(first: FirstChild) {
  return z.object(Object.fromEntries(first.fields.map(([name, field]) => [name, fieldRule(field, 'create')])));
}

/**
 * What addOrUpdate takes under FIRST_CHILDREN_INPUT: per child kind, its shown fields checked by
 * the child's rules (an issue's path names the child and the field), or nothing when left blank.
 */
export function firstChildrenInputSchema(entity: EntityDef, all: readonly EntityDef[]) {
  const shape = Object.fromEntries(firstChildrenOf(entity, all).map((first) => [
    first.child.name,
    z.preprocess((v) => (isBlankChild(v) ? undefined : v), firstChildSchema(first).optional()),
  ]));
  return z.object(shape).optional();
}
