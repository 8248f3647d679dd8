import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../http/inputs';
import { sysDict, sysDictItem } from '../../db/schema';

export const ENABLED = '1';

export interface DictItemView {
  item_key: string;
  value: string;
  text: string;
  label: string;
  title: string;
  status: string;
  sort_no: number | null;
  parent_key: string | null;
}

export interface DictTreeNode extends DictItemView {
  key: string;
  children: DictTreeNode[];
}

export async function dictionaryByCode(db: Db, code: string) {
  const rows = await db
    .select({ dict_key: sysDict.dict_key, dict_code: sysDict.dict_code, dict_name: sysDict.dict_name, tree: sysDict.tree, description: sysDict.description, version: sysDict.version })
    .from(sysDict).where(and(eq(sysDict.dict_code, code), eq(sysDict.del_flag, 0))).limit(1);
  return rows[0] ?? null;
}

/** Items of the dictionary with this code, in their order; disabled items only when asked for. */
export async function itemsByCode(db: Db, code: string, options: { includeDisabled?: boolean; keyword?: string; values?: string[]; limit?: number } = {}): Promise<DictItemView[]> {
  const rows = await db
    .select({ item_key: sysDictItem.item_key, value: sysDictItem.item_value, text: sysDictItem.item_text, status: sysDictItem.status, sort_no: sysDictItem.sort_no, parent_key: sysDictItem.parent_key })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.dict_key, sysDictItem.dict_key))
    .where(and(
      eq(sysDict.dict_code, code),
      eq(sysDict.del_flag, 0),
      eq(sysDictItem.del_flag, 0),
      options.includeDisabled ? undefined : eq(sysDictItem.status, ENABLED),
      options.keyword ? ilike(sysDictItem.item_text, likePattern(options.keyword)) : undefined,
      options.values ? inArray(sysDictItem.item_value, options.values) : undefined,
    ))
    .orderBy(asc(sysDictItem.sort_no), asc(sysDictItem.create_time))
    .limit(options.limit ?? 1000);
  return rows.map((r) => ({ ...r, label: r.text, title: r.text }));
}

export function itemTree(items: DictItemView[]): DictTreeNode[] {
  const nodes = new Map(items.map((i) => [i.item_key, { ...i, key: i.value, children: [] as DictTreeNode[] }]));
  const roots: DictTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_key ? nodes.get(node.parent_key) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
