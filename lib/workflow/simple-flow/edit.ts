import type { Branch, ConditionBranch, SimpleNode } from './schema';

/**
 * Changes to the tree, each answering a new tree (the designer keeps the tree immutable, so a
 * change is one state update). A place in the tree is a list: the top list, or a branch's (by the
 * branch id), and an index in it.
 */

export const TOP = '';

type Lists = (nodes: SimpleNode[], listId: string) => SimpleNode[];

/** Applies `change` to every list (the top one named TOP, a branch's by its id), innermost first. */
function mapLists(nodes: readonly SimpleNode[], listId: string, change: Lists): SimpleNode[] {
  const inner = nodes.map((node): SimpleNode => {
    if (node.type === 'condition') {
      return {
        ...node,
        branches: node.branches.map((b) => ({ ...b, nodes: mapLists(b.nodes, b.id, change) })),
        otherwise: { ...node.otherwise, nodes: mapLists(node.otherwise.nodes, node.otherwise.id, change) },
      };
    }
    if (node.type === 'parallel') return { ...node, branches: node.branches.map((b) => ({ ...b, nodes: mapLists(b.nodes, b.id, change) })) };
    return node;
  });
  return change(inner, listId);
}

export function insertNode(nodes: readonly SimpleNode[], listId: string, index: number, node: SimpleNode): SimpleNode[] {
  return mapLists(nodes, TOP, (list, id) => (id === listId ? [...list.slice(0, index), node, ...list.slice(index)] : list));
}

export function removeNode(nodes: readonly SimpleNode[], nodeId: string): SimpleNode[] {
  return mapLists(nodes, TOP, (list) => list.filter((n) => n.id !== nodeId));
}

export function replaceNode(nodes: readonly SimpleNode[], next: SimpleNode): SimpleNode[] {
  return mapLists(nodes, TOP, (list) => list.map((n) => (n.id === next.id ? next : n)));
}

export function findNode(nodes: readonly SimpleNode[], nodeId: string): SimpleNode | null {
  let found: SimpleNode | null = null;
  mapLists(nodes, TOP, (list) => {
    found ??= list.find((n) => n.id === nodeId) ?? null;
    return list;
  });
  return found;
}

/** The group holding the branch, and the branch. */
export function findBranch(nodes: readonly SimpleNode[], branchId: string): { group: SimpleNode; branch: Branch | ConditionBranch } | null {
  let found: { group: SimpleNode; branch: Branch | ConditionBranch } | null = null;
  mapLists(nodes, TOP, (list) => {
    for (const group of list) {
      if (group.type === 'condition' || group.type === 'parallel') {
        const branches: Branch[] = group.type === 'condition' ? [...group.branches, group.otherwise] : group.branches;
        const branch = branches.find((b) => b.id === branchId);
        if (branch && !found) found = { group, branch };
      }
    }
    return list;
  });
  return found;
}

/** Adds a branch to a group: a condition branch goes last before 其他情况. */
export function addBranch(nodes: readonly SimpleNode[], groupId: string, branch: Branch): SimpleNode[] {
  const group = findNode(nodes, groupId);
  if (group?.type === 'condition') return replaceNode(nodes, { ...group, branches: [...group.branches, { ...branch, conditions: [] }] });
  if (group?.type === 'parallel') return replaceNode(nodes, { ...group, branches: [...group.branches, branch] });
  return [...nodes];
}

/** Removes a branch (never 其他情况); a group left without branches is marked by the validation. */
export function removeBranch(nodes: readonly SimpleNode[], branchId: string): SimpleNode[] {
  const found = findBranch(nodes, branchId);
  if (!found) return [...nodes];
  const { group } = found;
  if (group.type === 'condition') {
    if (group.otherwise.id === branchId) return [...nodes];
    return replaceNode(nodes, { ...group, branches: group.branches.filter((b) => b.id !== branchId) });
  }
  if (group.type === 'parallel') return replaceNode(nodes, { ...group, branches: group.branches.filter((b) => b.id !== branchId) });
  return [...nodes];
}

export function replaceBranch(nodes: readonly SimpleNode[], next: Branch | ConditionBranch): SimpleNode[] {
  const found = findBranch(nodes, next.id);
  if (!found) return [...nodes];
  const { group } = found;
  if (group.type === 'condition') {
    if (group.otherwise.id === next.id) return replaceNode(nodes, { ...group, otherwise: { id: next.id, name: next.name, nodes: next.nodes } });
    return replaceNode(nodes, { ...group, branches: group.branches.map((b) => (b.id === next.id ? { ...b, ...next } : b)) });
  }
  if (group.type === 'parallel') return replaceNode(nodes, { ...group, branches: group.branches.map((b) => (b.id === next.id ? { ...b, ...next } : b)) });
  return [...nodes];
}

/** Moves a condition branch one place up or down in priority (其他情况 stays last). */
export function moveBranch(nodes: readonly SimpleNode[], branchId: string, by: -1 | 1): SimpleNode[] {
  const found = findBranch(nodes, branchId);
  if (found?.group.type !== 'condition') return [...nodes];
  const branches = [...found.group.branches];
  const from = branches.findIndex((b) => b.id === branchId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= branches.length) return [...nodes];
  [branches[from], branches[to]] = [branches[to]!, branches[from]!];
  return replaceNode(nodes, { ...found.group, branches });
}
