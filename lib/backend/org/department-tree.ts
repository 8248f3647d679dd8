import { asc, eq } from 'drizzle-orm';
import { nameIn } from '@/lib/entity/english-name';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '../db/client';
import { sysDepart } from '../db/schema';

/** A department tree node in the shape pickers use: id, key, title (the name in the reader's language), children. */
export interface DepartNode {
  id: string;
  key: string;
  title: string;
  value: string;
  depart_name: string;
  parent_key: string | null;
  org_code: string;
  children: DepartNode[];
}

export type DepartRow = typeof sysDepart.$inferSelect;

/** The tree of the rows; each node's title is its name in the reader's language, depart_name its name as typed. */
export function buildDepartTree(rows: DepartRow[], locale: Locale, rootKeys?: string[]): DepartNode[] {
  const nodes = new Map<string, DepartNode>();
  for (const r of rows) {
    nodes.set(r.depart_key, {
      id: r.depart_key, key: r.depart_key, value: r.depart_key, title: nameIn(locale, r.depart_name, r.depart_name_en),
      depart_name: r.depart_name, parent_key: r.parent_key, org_code: r.org_code, children: [],
    });
  }
  const roots: DepartNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_key ? nodes.get(node.parent_key) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  if (!rootKeys) return roots;
  // A user of a sub-department sees that sub-tree; nested grants are not repeated.
  const wanted = new Set(rootKeys);
  const isUnderWanted = (node: DepartNode): boolean => {
    let parentKey = node.parent_key;
    while (parentKey) {
      if (wanted.has(parentKey)) return true;
      parentKey = nodes.get(parentKey)?.parent_key ?? null;
    }
    return false;
  };
  return [...nodes.values()].filter((n) => wanted.has(n.key) && !isUnderWanted(n));
}

export async function loadDepartRows(db: Db): Promise<DepartRow[]> {
  return db.select().from(sysDepart).where(eq(sysDepart.del_flag, 0)).orderBy(asc(sysDepart.sort_no), asc(sysDepart.org_code));
}

/** The given departments and all departments below them. */
export function withDescendants(rows: DepartRow[], keys: string[]): string[] {
  const result = new Set(keys);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.parent_key && result.has(r.parent_key) && !result.has(r.depart_key)) {
        result.add(r.depart_key);
        grew = true;
      }
    }
  }
  return [...result];
}

/** The given departments and every department above them: whatever is shared with one of these reaches their members. */
export function withAncestors(rows: DepartRow[], keys: string[]): string[] {
  const parentOf = new Map(rows.map((r) => [r.depart_key, r.parent_key]));
  const result = new Set<string>();
  for (const key of keys) {
    // A broken tree (a parent loop) must not hold the call: each department is passed once.
    for (let at: string | null | undefined = key; at && !result.has(at); at = parentOf.get(at)) result.add(at);
  }
  return [...result];
}
