import type { Answer } from '@/lib/client/api-client';
import { call, callAnswer } from '@/lib/client/call';
import type { PermissionNode, PermissionTree } from '@/lib/contract/permission-answers';
import { roleCalls } from '@/lib/contract/role-calls';

export function loadPermissionTree(): Promise<PermissionTree> {
  return call(roleCalls.permissionTree, undefined, { silent: true });
}

export function loadRoleGrants(roleKey: string): Promise<string[]> {
  return call(roleCalls.grants, { roleId: roleKey }, { silent: true });
}

export function saveRoleGrants(roleKey: string, keys: readonly string[]): Promise<Answer<null>> {
  return callAnswer(roleCalls.saveGrants, { roleId: roleKey, permissionIds: keys.join(',') }, { silent: true });
}

/** The tree with its titles (message keys such as 'menu.crm') as the reader's words. */
export function titledTree(nodes: readonly PermissionNode[], title: (key: string) => string): PermissionNode[] {
  return nodes.map((node) => ({ ...node, title: title(node.title), ...(node.children ? { children: titledTree(node.children, title) } : {}) }));
}

/** Every key of the tree that has children: what "expand all" opens. */
export function branchKeys(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.key, ...branchKeys(node.children)] : []));
}

/** Every key of the tree: what "check all" checks. */
export function allKeys(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

/** The keys below a node (its children, theirs, …). */
export function keysUnder(nodes: readonly PermissionNode[], key: string): string[] {
  for (const node of nodes) {
    if (node.key === key) return allKeys(node.children ?? []);
    const below = keysUnder(node.children ?? [], key);
    if (below.length) return below;
  }
  return [];
}

/**
 * Ticking a node ticks everything below it, unticking unticks it all. The tree checks strictly
 * (each node for itself), so what is shown is exactly what is granted: a menu granted without
 * any of its buttons stays ticked and is saved again.
 */
export function toggleGrant(nodes: readonly PermissionNode[], checked: readonly string[], key: string, on: boolean): string[] {
  const affected = new Set([key, ...keysUnder(nodes, key)]);
  const rest = checked.filter((k) => !affected.has(k));
  return on ? [...rest, ...affected] : rest;
}

/**
 * What is saved: the checked nodes plus every ancestor of one, since a menu is reachable only
 * through its parents (granting 客户 alone would leave 客户管理 out of the top menu).
 */
export function grantsToSave(nodes: readonly PermissionNode[], checked: readonly string[]): string[] {
  const wanted = new Set(checked);
  const walk = (level: readonly PermissionNode[]): string[] =>
    level.flatMap((node) => {
      const below = walk(node.children ?? []);
      return wanted.has(node.key) || below.length > 0 ? [node.key, ...below] : [];
    });
  return walk(nodes);
}
