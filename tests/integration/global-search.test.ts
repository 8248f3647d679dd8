// @database postgres: the search index (pg_trgm on PostgreSQL).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalSearchAnswerSchema, type GlobalSearchGroup } from '@/lib/contract/global-search';
import { sysPermission, sysRolePermission, sysSearchEntry, sysSearchWord } from '@/lib/backend/db/schema';
import { MIGRATIONS_FOLDER } from '@/lib/backend/db/client';
import { openPart, spellingWords } from '@/lib/backend/search/search-text';
import type { Backend } from '@/lib/backend/instance';
import { syncSearchIndex } from '@/lib/backend/search/search-index';
import { checkedAnswer } from '../support/answers';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
let wangfang: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina, wangfang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang')]);
});
afterAll(async () => backend?.database.close());

const PATH = '/api/app/base/search/global';

async function search(who: Session, q: string): Promise<GlobalSearchGroup[]> {
  // Every search of this file checks the answer against its contract too.
  return checkedAnswer(globalSearchAnswerSchema, 'POST', PATH, await call(backend, 'POST', PATH, { token: who.token, json: { q } })).groups;
}

const titlesOf = (groups: GlobalSearchGroup[], entity: string) => groups.find((g) => g.entity === entity)?.hits.map((h) => h.title) ?? [];

describe('global search', () => {
  it('finds a customer by a Chinese substring of its name, with the kind’s label', async () => {
    const groups = await search(admin, '浦江');
    const customers = groups.find((g) => g.entity === 'customer')!;
    expect(customers.label).toBe('entity.customer.title');
    expect(customers.hits).toContainEqual({ key: 'cus-demo-01', title: '上海浦江信托有限公司', href: '/crm/customer/cus-demo-01' });
  });

  it('finds a customer by one Chinese character or two letters, which the trigram index cannot narrow', async () => {
    expect(titlesOf(await search(admin, '浦'), 'customer')).toContain('上海浦江信托有限公司');
    expect(titlesOf(await search(admin, 'pj'), 'customer')).toContain('上海浦江信托有限公司');
  });

  it('finds a customer by the pinyin initials and the full pinyin of its name', async () => {
    expect(titlesOf(await search(admin, 'pjxt'), 'customer')).toContain('上海浦江信托有限公司');
    expect(titlesOf(await search(admin, 'PuJiang'), 'customer')).toContain('上海浦江信托有限公司');
  });

  it('finds a contact by phone, answering the phone as the matched value', async () => {
    const groups = await search(admin, '13901000001');
    const contact = groups.find((g) => g.entity === 'customerContact')?.hits.find((h) => h.key === 'con-demo-01');
    // A contact opens on its customer's record page.
    expect(contact).toMatchObject({ title: '陈静', matched: '13901000001', href: '/crm/customer/cus-demo-01' });
  });

  it('keeps to the caller’s data scope exactly as the list does', async () => {
    // 珠江银行 belongs to the southern sales group: admin sees it, lina (eastern group) does not.
    expect(titlesOf(await search(admin, '珠江银行'), 'customer')).toContain('广州珠江银行股份有限公司');
    expect(titlesOf(await search(lina, '珠江银行'), 'customer')).toEqual([]);
    expect(titlesOf(await search(lina, '浦江'), 'customer')).toContain('上海浦江信托有限公司');
    const list = await call<{ records: unknown[] }>(backend, 'POST', '/api/crm/customer/query', { token: lina.token, json: { customer_name: '*珠江银行*' } });
    expect(list.body.data?.records).toEqual([]);
  });

  it('finds a record written through the generic calls at once, and its new name only', async () => {
    const created = await call<{ customer_key: string; version: number }>(backend, 'POST', '/api/crm/customer/addOrUpdate', {
      token: lina.token, json: { customer_name: '杭州西溪搜索测试有限公司', customer_status: 'potential' },
    });
    expect(created.body.code, created.body.msg).toBe(0);
    expect(titlesOf(await search(lina, 'hzxx'), 'customer')).toContain('杭州西溪搜索测试有限公司');
    const { customer_key, version } = created.body.data!;
    const renamed = await call(backend, 'POST', '/api/crm/customer/addOrUpdate', {
      token: lina.token, json: { customer_key, version, customer_name: '杭州良渚搜索测试有限公司', customer_status: 'potential' },
    });
    expect(renamed.body.code, renamed.body.msg).toBe(0);
    expect(titlesOf(await search(lina, 'hzxx'), 'customer')).toEqual([]);
    expect(titlesOf(await search(lina, '良渚'), 'customer')).toContain('杭州良渚搜索测试有限公司');
    // The audit entries are sent in the search entry's statement: both writes are there.
    const audits = await call<{ action: string; changes: { field: string; new: unknown }[] }[]>(backend, 'GET', '/api/app/base/sys/audit/list', {
      token: admin.token, query: { entity: 'customer', recordKey: customer_key },
    });
    expect(audits.body.data?.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
    expect(audits.body.data?.find((entry) => entry.action === 'update')?.changes).toContainEqual(expect.objectContaining({ field: 'customer_name', new: '杭州良渚搜索测试有限公司' }));
  });

  it('tolerates a typo in Latin text', async () => {
    const added = await call(backend, 'POST', '/api/crm/customer/addOrUpdate', { token: admin.token, json: { customer_name: 'Everbright Holdings', customer_status: 'potential' } });
    expect(added.body.code, added.body.msg).toBe(0);
    expect(titlesOf(await search(admin, 'everbrigt'), 'customer')).toContain('Everbright Holdings');
    expect(titlesOf(await search(admin, 'EVERBRIGHT'), 'customer')).toContain('Everbright Holdings');
    // Each word is corrected on its own; the hit shows the value the corrected text matched.
    const hits = (await search(admin, 'everbright holdngs')).find((g) => g.entity === 'customer')?.hits;
    expect(hits?.map((h) => h.title)).toContain('Everbright Holdings');
    expect(titlesOf(await search(admin, 'qzxyzk'), 'customer')).toEqual([]);
    // Part of a known word is searched as typed, not corrected to another word.
    expect(titlesOf(await search(admin, 'verbrigh'), 'customer')).toContain('Everbright Holdings');
  });

  it('searches part of a long name’s full pinyin as typed', async () => {
    const name = '上海浦江信托投资管理咨询服务有限责任公司';
    const added = await call(backend, 'POST', '/api/crm/customer/addOrUpdate', { token: admin.token, json: { customer_name: name, customer_status: 'potential' } });
    expect(added.body.code, added.body.msg).toBe(0);
    // Its full pinyin is one run of some sixty letters; the part asked for is in no other word.
    const titles = titlesOf(await search(admin, 'xintuotouziguanli'), 'customer');
    expect(titles).toContain(name);
    // Not taken for a misspelling of a shorter name's pinyin.
    expect(titles).not.toContain('上海浦江信托有限公司');
  });

  it('fills the spellings from older entries the way new writes add them', async () => {
    const db = backend.database.db;
    const entries = await db.select({ haystack: sysSearchEntry.haystack }).from(sysSearchEntry);
    // Writes take the words of an entry's open part only; the sections (docs/search.md) give none.
    const opened = [...new Set(entries.flatMap((e) => spellingWords(openPart(e.haystack))))];
    const written = (await db.select().from(sysSearchWord)).map((w) => w.word).sort();
    expect(written).toEqual(expect.arrayContaining(opened));
    expect(written).not.toContain('mobile');
    // The migration split the entries of its time, which had no sections, as spellingWords splits.
    const expected = [...new Set(entries.flatMap((e) => spellingWords(e.haystack)))].sort();
    await db.delete(sysSearchWord);
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0039_search_words.sql'), 'utf8').split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO "sys_search_word"'))!;
    await backend.database.executeSql(migration);
    expect((await db.select().from(sysSearchWord)).map((w) => w.word).sort()).toEqual(expected);
  });

  it('answers nothing of a kind the caller may not read', async () => {
    // wangfang (finance) reads her own department's customer until her roles lose the customer list.
    expect(titlesOf(await search(wangfang, '天河数科'), 'customer')).toContain('广州天河数字科技有限公司');
    const db = backend.database.db;
    const customerMenu = await db.select({ key: sysPermission.permission_key }).from(sysPermission).where(eq(sysPermission.name, 'crm-customer'));
    await db.delete(sysRolePermission).where(and(eq(sysRolePermission.role_key, 'role-staff'), inArray(sysRolePermission.permission_key, customerMenu.map((m) => m.key))));
    expect((await search(wangfang, '天河数科')).map((g) => g.entity)).not.toContain('customer');
  });

  it('catches up on rows written around the engine, once', async () => {
    const db = backend.database.db;
    await db.delete(sysSearchEntry).where(eq(sysSearchEntry.record_key, 'cus-demo-01'));
    expect(titlesOf(await search(admin, '浦江信托'), 'customer')).not.toContain('上海浦江信托有限公司');
    expect(await syncSearchIndex(db)).toBeGreaterThanOrEqual(1);
    expect(await syncSearchIndex(db)).toBe(0);
    expect(titlesOf(await search(admin, '浦江信托'), 'customer')).toContain('上海浦江信托有限公司');
  });

  it('validates its input and asks for a session', async () => {
    for (const q of ['', '   ', 'x'.repeat(51)]) {
      const res = await call(backend, 'POST', PATH, { token: admin.token, json: { q } });
      expect(res.body.code, q).not.toBe(0);
    }
    expect((await call(backend, 'POST', PATH, { token: admin.token, json: { q: '浦江', limit: 99 } })).body.code).not.toBe(0);
    expect((await call(backend, 'POST', PATH, { json: { q: '浦江' } })).body.code).not.toBe(0);
  });

  it('takes wildcards literally', async () => {
    expect(await search(admin, '%%')).toEqual([]);
  });
});
