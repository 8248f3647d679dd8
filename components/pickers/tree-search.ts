/** A node of any picker tree: departments, customer departments. */
export interface PickerTreeNode {
  key: string;
  title: string;
  children?: PickerTreeNode[];
  disabled?: boolean;
}

export interface TreeSearchResult {
  /** The nodes that match, the branches leading to them and everything below a match. */
  tree: PickerTreeNode[];
  /** Keys whose own title matches. */
  matches: string[];
  /** Keys to open so every match is visible. */
  expanded: string[];
}

const normalised = (text: string) => text.trim().toLowerCase();

/** Every node, depth first. */
export function flattenTree(nodes: readonly PickerTreeNode[], into: PickerTreeNode[] = []): PickerTreeNode[] {
  for (const node of nodes) {
    into.push(node);
    flattenTree(node.children ?? [], into);
  }
  return into;
}

/** key -> title for labelling chosen keys. */
export function titlesOf(nodes: readonly PickerTreeNode[]): Map<string, string> {
  return new Map(flattenTree(nodes).map((n) => [n.key, n.title]));
}

/** Keys of the nodes that have children (to open the whole tree). */
export function branchKeysOf(nodes: readonly PickerTreeNode[]): string[] {
  return flattenTree(nodes).filter((n) => (n.children?.length ?? 0) > 0).map((n) => n.key);
}

/**
 * The tree narrowed to a keyword (case-insensitive, part of the title). A blank keyword keeps the
 * whole tree and opens nothing extra.
 */
export function searchTree(nodes: readonly PickerTreeNode[], keyword: string): TreeSearchResult {
  const k = normalised(keyword);
  if (k === '') return { tree: [...nodes], matches: [], expanded: [] };
  const matches: string[] = [];
  const walk = (list: readonly PickerTreeNode[]): PickerTreeNode[] =>
    list.flatMap((node) => {
      const own = node.title.toLowerCase().includes(k);
      if (own) matches.push(node.key);
      const below = walk(node.children ?? []);
      // A match keeps its whole branch, so something under a matching parent can still be picked.
      if (own) return [node];
      return below.length === 0 ? [] : [{ ...node, children: below }];
    });
  const tree = walk(nodes);
  return { tree, matches, expanded: ancestorKeys(tree, matches) };
}

/** Keys of every ancestor of the given keys. */
export function ancestorKeys(nodes: readonly PickerTreeNode[], keys: readonly string[]): string[] {
  const wanted = new Set(keys);
  const found = new Set<string>();
  const walk = (list: readonly PickerTreeNode[], path: string[]) => {
    for (const node of list) {
      if (wanted.has(node.key)) for (const p of path) found.add(p);
      walk(node.children ?? [], [...path, node.key]);
    }
  };
  walk(nodes, []);
  return [...found];
}

/** A title cut around the first match, for highlighting: [before, match, after]; null when no match. */
export function splitMatch(title: string, keyword: string): [string, string, string] | null {
  const k = normalised(keyword);
  if (k === '') return null;
  const at = title.toLowerCase().indexOf(k);
  if (at < 0) return null;
  return [title.slice(0, at), title.slice(at, at + k.length), title.slice(at + k.length)];
}
