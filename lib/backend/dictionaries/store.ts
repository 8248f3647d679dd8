import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { DictItemView, DictTreeNode } from '@/lib/contract/dictionary-answers';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '../db/client';
import { likePattern } from '../http/inputs';
import { sysDict, sysDictItem } from '../db/schema';

export const ENABLED = '1';

export async function dictionaryByCode(db: Db, code: string) {
  const rows = await db
    .select({ dict_key: sysDict.dict_key, dict_code: sysDict.dict_code, dict_name: sysDict.dict_name, tree: sysDict.tree, description: sysDict.description, version: sysDict.version })
    .from(sysDict).where(and(eq(sysDict.dict_code, code), eq(sysDict.del_flag, 0))).limit(1);
  return rows[0] ?? null;
}

export interface ItemsOptions {
  includeDisabled?: boolean;
  keyword?: string;
  values?: string[];
  limit?: number;
  /** Whose language the texts are in; the stored (Chinese) text when left out. */
  locale?: Locale;
}

/** The text a reader of this language sees: English where it is given, otherwise the stored text. */
export function textFor(locale: Locale | undefined, text: string, textEn: string | null): string {
  return locale === 'en-US' && textEn ? textEn : text;
}

/** Items of the dictionary with this code, in their order; disabled items only when asked for. */
export async function itemsByCode(db: Db, code: string, options: ItemsOptions = {}): Promise<DictItemView[]> {
  const rows = await db
    .select({ item_key: sysDictItem.item_key, value: sysDictItem.item_value, stored: sysDictItem.item_text, text_en: sysDictItem.item_text_en, status: sysDictItem.status, sort_no: sysDictItem.sort_no, parent_key: sysDictItem.parent_key })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.dict_key, sysDictItem.dict_key))
    .where(and(
      eq(sysDict.dict_code, code),
      eq(sysDict.del_flag, 0),
      eq(sysDictItem.del_flag, 0),
      options.includeDisabled ? undefined : eq(sysDictItem.status, ENABLED),
      options.keyword ? or(ilike(sysDictItem.item_text, likePattern(options.keyword)), ilike(sysDictItem.item_text_en, likePattern(options.keyword))) : undefined,
      options.values ? inArray(sysDictItem.item_value, options.values) : undefined,
    ))
    .orderBy(asc(sysDictItem.sort_no), asc(sysDictItem.create_time))
    .limit(options.limit ?? 1000);
  return rows.map(({ stored, ...r }) => {
    const text = textFor(options.locale, stored, r.text_en);
    return { ...r, text, label: text, title: text };
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
