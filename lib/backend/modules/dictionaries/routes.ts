import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { dictionaryEntity } from '@/lib/entities/dictionary';
import { dictionaryItemEntity } from '@/lib/entities/dictionary-item';
import { ENTITIES } from '@/lib/entities';
import { messageWith } from '@/lib/entity/messages';
import { ownField } from '@/lib/entity/own-field';
import { holdsPermission } from '../../auth/grants';
import { sysDictItem } from '../../db/schema';
import { aliasRoute } from '../../entity/crud';
import { ownColumn } from '../../entity/own-column';
import { genericRoutesOf } from '../../entity/registry';
import { tableOf } from '../../entity/tables';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { defineCallRoute, defineRoute, type RouteDef } from '../../http/route';
import { directoryCalls } from '@/lib/contract/directory-calls';
import { dictionaryByCode, ENABLED, itemsByCode, itemTree } from '../../dictionaries/store';
import { dictItemPageSchema, dictItemStatusSchema, dictItemViewsSchema, dictLabelTreeSchema, dictTextsSchema, dictTreePageSchema, dictTreeSchema, dictionaryWithItemsSchema, valueFreeSchema } from '@/lib/contract/dictionary-answers';

const code = z.string().trim().min(1, 'dictionary.codeRequired').max(64);
const dictionaries = genericRoutesOf(dictionaryEntity);
const items = genericRoutesOf(dictionaryItemEntity);

/** Every signed-in user reads dictionaries (lists and forms show their texts). */
const getDictItems = defineCallRoute(directoryCalls.dictItems, {
  tag: 'dictionaries',
  summary: 'Enabled items of a dictionary by code: value, text (label), status',
  output: dictItemViewsSchema,
  input: z.object({ code }),
  async handler({ db, input, locale }) {
    return ok(await itemsByCode(db, input.code, { locale }));
  },
});

const loadDict = defineRoute({
  method: 'GET',
  path: '/api/app/base/sys/dict/loadDict/:dict',
  tag: 'dictionaries',
  summary: 'Dictionary items matching a keyword (search-as-you-type selects), at most pageSize',
  output: dictItemViewsSchema,
  input: z.object({ dict: code, keyword: z.string().max(64).optional(), pageSize: z.coerce.number().int().min(1).max(100).default(10) }),
  async handler({ db, input, locale }) {
    return ok(await itemsByCode(db, input.dict, { keyword: input.keyword, limit: input.pageSize, locale }));
  },
});

const loadDictItem = defineRoute({
  method: 'GET',
  path: '/api/app/base/sys/dict/loadDictItem/:dict',
  tag: 'dictionaries',
  summary: 'Texts of the given values (key, comma-separated) in a dictionary, in the order asked',
  output: dictTextsSchema,
  input: z.object({ dict: code, key: z.string().max(2000).default('') }),
  async handler({ db, input, locale }) {
    const values = input.key.split(',').map((v) => v.trim()).filter(Boolean);
    if (values.length === 0) return ok([]);
    const found = await itemsByCode(db, input.dict, { includeDisabled: true, values, locale });
    return ok(values.map((v) => found.find((i) => i.value === v)?.text ?? v));
  },
});

/** Whether a value is free for a unique field of a declared entity (forms check while typing). */
const duplicateCheck = defineRoute({
  method: 'GET',
  path: '/api/app/base/sys/duplicate/check',
  tag: 'dictionaries',
  summary: 'Is fieldVal free in tableName.fieldName (a unique field of a declared entity)? dataId: the record being edited',
  output: valueFreeSchema,
  input: z.object({ tableName: z.string().max(64), fieldName: z.string().max(64), fieldVal: z.string().max(255), dataId: z.string().max(64).optional() }),
  async handler({ db, auth, input }) {
    const entity = ENTITIES.find((e) => e.table === input.tableName);
    const field = entity ? ownField(entity, input.fieldName) : undefined;
    if (!entity || !field?.unique || field.hidden) throw badRequest('api.badRequest');
    if (!(await holdsPermission(db, auth, entity.rights.read))) throw forbidden();
    const columns = tableOf(entity) as unknown as Record<string, PgColumn>;
    const column = ownColumn(columns, input.fieldName);
    if (!column) throw badRequest('api.badRequest');
    const rows = await db.select({ n: count() }).from(tableOf(entity)).where(and(
      eq(column, input.fieldVal), eq(columns.del_flag!, 0),
      input.dataId ? ne(columns[entity.key]!, input.dataId) : undefined,
    ));
    return Number(rows[0]?.n ?? 0) > 0
      ? fail(ResultCode.conflict, messageWith('validation.unique', { label: field.label }))
      : ok(true as const, 'dictionary.valueFree');
  },
});

async function dictionaryWithItems(db: Parameters<typeof itemsByCode>[0], dictCode: string) {
  const dict = await dictionaryByCode(db, dictCode);
  if (!dict) throw notFound('dictionary.notFound');
  return { ...dict, items: await itemsByCode(db, dictCode, { includeDisabled: true }) };
}

const getByCode: RouteDef<{ code: string }> = defineRoute({
  method: 'GET',
  path: '/api/eis/restful/dictionary/getByCode/:code',
  tag: 'dictionaries',
  summary: 'A dictionary with all its items (enabled and disabled) by code',
  output: dictionaryWithItemsSchema,
  input: z.object({ code }),
  async handler({ db, input }) {
    return ok(await dictionaryWithItems(db, input.code));
  },
});

const treeByCode = defineRoute({
  method: 'GET',
  path: '/api/fintech/biz/dictionary/getTreeDictByCode/:code',
  tag: 'dictionaries',
  summary: 'Enabled items of a tree dictionary as a tree (value, text, children)',
  output: dictTreeSchema,
  input: z.object({ code }),
  async handler({ db, input, locale }) {
    return ok(itemTree(await itemsByCode(db, input.code, { locale })));
  },
});

type LabelNode = { label: string; value: string; children?: LabelNode[] };
const labelTree = (nodes: ReturnType<typeof itemTree>): LabelNode[] =>
  nodes.map((n) => ({ label: n.text, value: n.value, ...(n.children.length ? { children: labelTree(n.children) } : {}) }));

const treeLabelsByCode = defineRoute({
  method: 'GET',
  path: '/api/fintech/biz/dictionary/getTreeDictLabelByCode/:code',
  tag: 'dictionaries',
  summary: 'A tree dictionary as label/value/children nodes (cascaders)',
  output: dictLabelTreeSchema,
  input: z.object({ code }),
  async handler({ db, input, locale }) {
    return ok(labelTree(itemTree(await itemsByCode(db, input.code, { locale }))));
  },
});

const pageInput = z.object({
  dictCode: code,
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  itemText: z.string().max(100).optional(),
});

const itemPage = defineRoute({
  method: 'GET',
  path: '/api/fintech/biz/dictionaryItem/selectDictItemPage',
  tag: 'dictionaries',
  summary: 'Items of a dictionary, paged (dictCode, pageNo, pageSize, itemText), disabled ones included',
  output: dictItemPageSchema,
  input: pageInput,
  async handler({ db, input }) {
    const all = await itemsByCode(db, input.dictCode, { includeDisabled: true, keyword: input.itemText });
    const start = (input.pageNo - 1) * input.pageSize;
    return ok({ records: all.slice(start, start + input.pageSize), total: all.length });
  },
});

const treeItemPage = defineRoute({
  method: 'GET',
  path: '/api/fintech/biz/dictionaryItem/selectTreeDictItemPage',
  tag: 'dictionaries',
  summary: 'Top-level items of a tree dictionary with their children, paged',
  output: dictTreePageSchema,
  input: pageInput,
  async handler({ db, input }) {
    const roots = itemTree(await itemsByCode(db, input.dictCode, { includeDisabled: true, keyword: input.itemText }));
    const start = (input.pageNo - 1) * input.pageSize;
    return ok({ records: roots.slice(start, start + input.pageSize), total: roots.length });
  },
});

const toggleStatus = defineRoute({
  method: 'GET',
  path: '/api/fintech/biz/dictionaryItem/updateDictItemStatus/:id',
  tag: 'dictionaries',
  summary: 'Switch an item between enabled (1) and disabled (0)',
  output: dictItemStatusSchema,
  permission: dictionaryItemEntity.rights.read,
  input: z.object({ id: z.string().min(1).max(64) }),
  async handler({ db, input, auth }) {
    const [row] = await db.update(sysDictItem)
      .set({ status: sql`case when ${sysDictItem.status} = ${ENABLED} then '0' else ${ENABLED} end`, update_by: auth.userKey, update_time: new Date(), version: sql`${sysDictItem.version} + 1` })
      .where(and(eq(sysDictItem.item_key, input.id), eq(sysDictItem.del_flag, 0)))
      .returning({ status: sysDictItem.status });
    if (!row) throw notFound('validation.recordNotFound');
    return ok(row, 'crud.updated');
  },
});

/** The three dictionary call families (/api/app/base, /api/eis/restful, /api/fintech/biz) over one store: the generic entity calls plus their other names. */
export const dictionaryRoutes: RouteDef<never>[] = [
  getDictItems, loadDict, loadDictItem, duplicateCheck, getByCode, treeByCode, treeLabelsByCode, itemPage, treeItemPage, toggleStatus,
  aliasRoute(getByCode as RouteDef<never>, 'GET', '/api/fintech/biz/dictionary/getByCode/:code'),
  aliasRoute(dictionaries.query, 'POST', '/api/eis/restful/dictionary/get'),
  aliasRoute(dictionaries.query, 'POST', '/api/fintech/biz/dictionary/get'),
  aliasRoute(dictionaries.deleteById, 'GET', '/api/eis/restful/dictionary/del/:id'),
  aliasRoute(items.query, 'POST', '/api/eis/restful/dictionaryItem/get'),
  aliasRoute(items.addOrUpdate, 'POST', '/api/fintech/biz/dictionaryItem/saveOrUpdate'),
] as RouteDef<never>[];
