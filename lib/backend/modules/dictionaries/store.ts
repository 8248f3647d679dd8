import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysDict, sysDictItem } from '../../db/schema';
import { columnsOf } from '../../entity/columns';

export const ENABLED = '1';

export const dict = columnsOf(sysDict, ['dict_key', 'dict_code', 'dict_name', 'tree', 'description']);
export const item = columnsOf(sysDictItem, ['item_key', 'dict_key', 'item_value', 'item_text', 'parent_key', 'sort_no', 'status']);

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
    .select({ dict_key: dict.dict_key, dict_code: dict.dict_code, dict_name: dict.dict_name, tree: dict.tree, description: dict.description, version: dict.version })
    .from(sysDict).where(and(eq(dict.dict_code, code), eq(dict.del_flag, 0))).limit(1);
  return rows[0] ?? null;
}

/** Items of the dictionary with this code, in their order; disabled items only when asked for. */
export async function itemsByCode(db: Db, code: string, options: { includeDisabled?: boolean; keyword?: string; values?: string[]; limit?: number } = {}): Promise<DictItemView[]> {
  const rows = await db
    .select({ item_key: item.item_key, value: item.item_value, text: item.item_text, status: item.status, sort_no: item.sort_no, parent_key: item.parent_key })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(dict.dict_key, item.dict_key))
    .where(and(
      eq(dict.dict_code, code),
      eq(dict.del_flag, 0),
      eq(item.del_flag, 0),
      options.includeDisabled ? undefined : eq(item.status, ENABLED),
      options.keyword ? ilike(item.item_text, `%${options.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      options.values ? inArray(item.item_value, options.values) : undefined,
    ))
    .orderBy(asc(item.sort_no), asc(item.create_time))
    .limit(options.limit ?? 1000);
  return rows.map((r) => {
    const text = String(r.text);
    return {
      item_key: String(r.item_key), value: String(r.value), text, label: text, title: text, status: String(r.status),
      sort_no: r.sort_no === null ? null : Number(r.sort_no), parent_key: r.parent_key === null ? null : String(r.parent_key),
    };
  });
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
