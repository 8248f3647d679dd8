import type { ChildTab } from '../family/family';
import type { EntityDef } from '../../types';

/** A group of a record page's child tabs, as the page shows it. */
export interface ChildTabGroup {
  name: string;
  /** Message key of its title. */
  label: string;
  tabs: ChildTab[];
}

/** The call answering how many records each child tab of a record holds: `{apiBase}/childCounts/{key}`. */
export const CHILD_COUNTS_CALL = 'childCounts';

/** The group of the children no declared group names. */
export const OTHER_TAB_GROUP = 'other';
const OTHER_LABEL = 'entityUi.record.otherGroup';

/** The message key of one of an entity's tab groups' titles. */
export function tabGroupLabel(entity: Pick<EntityDef, 'name'>, group: string): string {
  return `entity.${entity.name}.tabGroups.${group}`;
}

/**
 * A record page's child tabs under the entity's declared groups, in the declared order; children
 * no group names come last under 其他, so a child kind declared later is never lost. Groups left
 * without tabs are dropped. Null when the entity declares no groups: its tabs stay in one row.
 */
export function groupChildTabs(entity: EntityDef, tabs: readonly ChildTab[]): ChildTabGroup[] | null {
  const declared = entity.tabGroups;
  if (!declared?.length) return null;
  const named = new Set(declared.flatMap((group) => group.children));
  const groups = declared.map((group) => ({
    name: group.name,
    label: tabGroupLabel(entity, group.name),
    tabs: group.children.flatMap((child) => tabs.filter((tab) => tab.entity === child)),
  }));
  const rest = tabs.filter((tab) => !named.has(tab.entity));
  if (rest.length > 0) groups.push({ name: OTHER_TAB_GROUP, label: OTHER_LABEL, tabs: rest });
  return groups.filter((group) => group.tabs.length > 0);
}

/** The record count a group shows: the sum of its tabs' counts that are known. */
export function groupCount(group: ChildTabGroup, counts: Readonly<Record<string, number>> | undefined): number | undefined {
  if (!counts) return undefined;
  const known = group.tabs.map((tab) => counts[tab.entity]).filter((n): n is number => n !== undefined);
  return known.length > 0 ? known.reduce((a, b) => a + b, 0) : undefined;
}
