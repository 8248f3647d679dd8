// @database postgres: keyword search over dictionary items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
let admin: { token: string };
let staff: { token: string };
beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  staff = await loginAs(backend, 'lina');
});
afterAll(async () => backend?.database.close());

type Item = { value: string; text: string; status: string; item_key: string };

describe('dictionary reads (every signed-in user)', () => {
  it('getDictItems answers enabled items in order; a blank code gets 字典Code不能为空!', async () => {
    const res = await call<Item[]>(backend, 'GET', '/api/app/base/sys/dict/getDictItems/priority', { token: staff.token });
    expect(res.body.data!.map((i) => [i.value, i.text])).toEqual([['HIGHT', '高'], ['NORMAL', '中'], ['LOW', '低']]);
    const blank = await call(backend, 'GET', '/api/app/base/sys/dict/getDictItems/%20', { token: staff.token });
    expect(blank.body.msg).toBe('字典Code不能为空!');
  });

  it('loadDict searches by keyword and loadDictItem turns values into texts', async () => {
    const found = await call<Item[]>(backend, 'GET', '/api/app/base/sys/dict/loadDict/customer_level', { token: staff.token, query: { keyword: '客户', pageSize: 2 } });
    expect(found.body.data).toHaveLength(2);
    const texts = await call<string[]>(backend, 'GET', '/api/app/base/sys/dict/loadDictItem/publish_status', { token: staff.token, query: { key: 'RETRACT,DRAFT,UNKNOWN' } });
    expect(texts.body.data).toEqual(['已撤回', '待发布', 'UNKNOWN']);
  });

  it('answers tree dictionaries as trees in both shapes', async () => {
    type Node = { value: string; text?: string; label?: string; children?: Node[] };
    const tree = await call<Node[]>(backend, 'GET', '/api/fintech/biz/dictionary/getTreeDictByCode/industry', { token: staff.token });
    expect(tree.body.data!.map((n) => n.value)).toEqual(['finance', 'tech', 'manufacturing']);
    expect(tree.body.data![0]!.children!.map((n) => n.text)).toEqual(['银行', '证券', '保险', '信托']);
    const labels = await call<Node[]>(backend, 'GET', '/api/fintech/biz/dictionary/getTreeDictLabelByCode/industry', { token: staff.token });
    expect(labels.body.data![1]).toEqual({ label: '科技', value: 'tech', children: [{ label: '软件', value: 'software' }, { label: '互联网', value: 'internet' }] });
    const paged = await call<{ records: Node[]; total: number }>(backend, 'GET', '/api/fintech/biz/dictionaryItem/selectTreeDictItemPage', { token: staff.token, query: { dictCode: 'industry', pageSize: 2 } });
    expect(paged.body.data!.total).toBe(3);
    expect(paged.body.data!.records).toHaveLength(2);
  });

  it('getByCode answers the dictionary with all items under both paths', async () => {
    for (const path of ['/api/eis/restful/dictionary/getByCode/sex', '/api/fintech/biz/dictionary/getByCode/sex']) {
      const res = await call<{ dict_name: string; items: Item[] }>(backend, 'GET', path, { token: staff.token });
      expect(res.body.data!.dict_name).toBe('性别');
      expect(res.body.data!.items.map((i) => i.text)).toEqual(['男', '女']);
    }
    expect((await call(backend, 'GET', '/api/eis/restful/dictionary/getByCode/nope', { token: staff.token })).body.code).toBe(404);
  });
});

describe('dictionary texts in the reader\'s language', () => {
  const english = { 'accept-language': 'en-US' };

  it('answers English texts to an English reader and the stored texts to a Chinese one', async () => {
    const en = await call<Item[]>(backend, 'GET', '/api/app/base/sys/dict/getDictItems/priority', { token: staff.token, headers: english });
    expect(en.body.data!.map((i) => i.text)).toEqual(['High', 'Normal', 'Low']);
    const zh = await call<Item[]>(backend, 'GET', '/api/app/base/sys/dict/getDictItems/priority', { token: staff.token, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.data!.map((i) => i.text)).toEqual(['高', '中', '低']);
    const texts = await call<string[]>(backend, 'GET', '/api/app/base/sys/dict/loadDictItem/publish_status', { token: staff.token, headers: english, query: { key: 'RETRACT,DRAFT' } });
    expect(texts.body.data).toEqual(['Retracted', 'Unpublished']);
    const labels = await call<{ label: string; children?: { label: string }[] }[]>(backend, 'GET', '/api/fintech/biz/dictionary/getTreeDictLabelByCode/industry', { token: staff.token, headers: english });
    expect(labels.body.data![0]!.label).toBe('Finance');
    expect(labels.body.data![0]!.children!.map((n) => n.label)).toEqual(['Banking', 'Securities', 'Insurance', 'Trusts']);
  });

  it('searches both texts, and an item without an English text shows its stored text', async () => {
    const found = await call<Item[]>(backend, 'GET', '/api/app/base/sys/dict/loadDict/customer_level', { token: staff.token, headers: english, query: { keyword: 'key' } });
    expect(found.body.data!.map((i) => i.value)).toEqual(['A']);
    const created = await call<{ dict_key: string }>(backend, 'POST', '/api/eis/restful/dictionary/addOrUpdate', { token: admin.token, json: { dict_code: 'bilingual_probe', dict_name: '双语测试' } });
    const dictKey = created.body.data!.dict_key;
    await call(backend, 'POST', '/api/eis/restful/dictionaryItem/addOrUpdate', { token: admin.token, json: { dict_key: dictKey, item_value: 'ONE', item_text: '一', item_text_en: 'One', sort_no: 1, status: '1' } });
    await call(backend, 'POST', '/api/eis/restful/dictionaryItem/addOrUpdate', { token: admin.token, json: { dict_key: dictKey, item_value: 'TWO', item_text: '二', sort_no: 2, status: '1' } });
    const en = await call<Item[]>(backend, 'GET', '/api/app/base/sys/dict/getDictItems/bilingual_probe', { token: staff.token, headers: english });
    expect(en.body.data!.map((i) => i.text)).toEqual(['One', '二']);
  });

  it('fills English texts a database seeded before them lacks, keeping texts someone gave', async () => {
    const { seedDictionaries } = await import('@/lib/backend/seed/demo-dictionaries');
    const { sysDictItem } = await import('@/lib/backend/db/schema');
    const { eq } = await import('drizzle-orm');
    const db = backend.database.db;
    await db.update(sysDictItem).set({ item_text_en: null }).where(eq(sysDictItem.item_key, 'dict-sex-1'));
    await db.update(sysDictItem).set({ item_text_en: 'Woman' }).where(eq(sysDictItem.item_key, 'dict-sex-2'));
    await seedDictionaries(db);
    const en = await call<Item[]>(backend, 'GET', '/api/app/base/sys/dict/getDictItems/sex', { token: staff.token, headers: english });
    expect(en.body.data!.map((i) => i.text)).toEqual(['Male', 'Woman']);
  });

  it('gives every seeded item an English text', async () => {
    const { DICTIONARIES } = await import('@/lib/backend/seed/demo-dictionaries');
    const { DICTIONARY_ENGLISH } = await import('@/lib/backend/seed/dictionary-english');
    type Seeded = [string, string, Seeded[]?];
    const missing: string[] = [];
    const walk = (code: string, items: Seeded[]) => items.forEach(([value, , children]) => {
      if (!DICTIONARY_ENGLISH[code]?.[value]) missing.push(`${code}.${value}`);
      if (children) walk(code, children);
    });
    for (const d of DICTIONARIES) walk(d.code, d.items);
    expect(missing).toEqual([]);
  });
});

describe('dictionary maintenance (administrators)', () => {
  it('creates a dictionary and items under every path that names the call, toggles status, and deletes', async () => {
    const created = await call<{ dict_key: string }>(backend, 'POST', '/api/eis/restful/dictionary/addOrUpdate', { token: admin.token, json: { dict_code: 'contract_type', dict_name: '合同类型' } });
    expect(created.body.code).toBe(0);
    const dictKey = created.body.data!.dict_key;
    const one = await call<{ item_key: string }>(backend, 'POST', '/api/eis/restful/dictionaryItem/addOrUpdate', { token: admin.token, json: { dict_key: dictKey, item_value: 'SALE', item_text: '销售合同', sort_no: 1, status: '1' } });
    expect(one.body.code).toBe(0);
    const two = await call(backend, 'POST', '/api/fintech/biz/dictionaryItem/saveOrUpdate', { token: admin.token, json: { dict_key: dictKey, item_value: 'BUY', item_text: '采购合同', sort_no: 2, status: '1' } });
    expect(two.body.code).toBe(0);
    const dup = await call(backend, 'POST', '/api/eis/restful/dictionaryItem/addOrUpdate', { token: admin.token, json: { dict_key: dictKey, item_value: 'SALE', item_text: '重复', status: '1' } });
    expect(dup.body.code).toBe(409);
    // The same value in another dictionary is fine.
    const elsewhere = await call(backend, 'POST', '/api/eis/restful/dictionaryItem/addOrUpdate', { token: admin.token, json: { dict_key: 'dict-sex', item_value: 'SALE', item_text: '无关', status: '0' } });
    expect(elsewhere.body.code).toBe(0);

    const listed = await call<{ records: { item_value: string }[] }>(backend, 'POST', '/api/eis/restful/dictionaryItem/get', { token: admin.token, json: { dict_key: dictKey } });
    expect(listed.body.data!.records.map((r) => r.item_value)).toEqual(['SALE', 'BUY']);
    const dicts = await call<{ total: number }>(backend, 'POST', '/api/fintech/biz/dictionary/get', { token: admin.token, json: { dict_code: '*tract_ty*' } });
    expect(dicts.body.data!.total).toBe(1);

    const toggled = await call<{ status: string }>(backend, 'GET', `/api/fintech/biz/dictionaryItem/updateDictItemStatus/${one.body.data!.item_key}`, { token: admin.token });
    expect(toggled.body.data!.status).toBe('0');
    const enabled = await call<Item[]>(backend, 'GET', '/api/app/base/sys/dict/getDictItems/contract_type', { token: staff.token });
    expect(enabled.body.data!.map((i) => i.value)).toEqual(['BUY']);

    const page = await call<{ records: Item[]; total: number }>(backend, 'GET', '/api/fintech/biz/dictionaryItem/selectDictItemPage', { token: admin.token, query: { dictCode: 'contract_type' } });
    expect(page.body.data!.total).toBe(2);

    expect((await call(backend, 'GET', `/api/eis/restful/dictionary/del/${dictKey}`, { token: admin.token })).body.code).toBe(0);
    expect((await call<Item[]>(backend, 'GET', '/api/app/base/sys/dict/getDictItems/contract_type', { token: staff.token })).body.data).toEqual([]);
  });

  it('checks duplicates of a unique field while typing', async () => {
    const taken = await call(backend, 'GET', '/api/app/base/sys/duplicate/check', { token: admin.token, query: { tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sex' } });
    expect(taken.body).toMatchObject({ code: 409, msg: '字典编码已存在，请更换' });
    const mine = await call(backend, 'GET', '/api/app/base/sys/duplicate/check', { token: admin.token, query: { tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sex', dataId: 'dict-sex' } });
    expect(mine.body.code).toBe(0);
    const free = await call(backend, 'GET', '/api/app/base/sys/duplicate/check', { token: admin.token, query: { tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'brand_new' } });
    expect(free.body.code).toBe(0);
    expect((await call(backend, 'GET', '/api/app/base/sys/duplicate/check', { token: admin.token, query: { tableName: 'sys_user', fieldName: 'password_hash', fieldVal: 'x' } })).body.code).toBe(400);
  });

  it('refuses maintenance to staff', async () => {
    expect((await call(backend, 'POST', '/api/eis/restful/dictionary/addOrUpdate', { token: staff.token, json: { dict_code: 'x1', dict_name: 'x' } })).body.code).toBe(403);
    expect((await call(backend, 'GET', '/api/eis/restful/dictionary/del/dict-sex', { token: staff.token })).body.code).toBe(403);
    expect((await call(backend, 'GET', '/api/fintech/biz/dictionaryItem/updateDictItemStatus/dict-sex-1', { token: staff.token })).body.code).toBe(403);
  });
});
