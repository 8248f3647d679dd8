// @database postgres: a merge moves every child kind, and a refusal half-way through changes nothing.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog, sysRecordRedirect, sysSearchEntry } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { tableOf } from '@/lib/backend/entity/tables';
import type { MergeAnswer, MergePreviewAnswer } from '@/lib/contract/record-merge-schemas';
import { ENTITIES, entityByName } from '@/lib/entities';
import { customerEntity } from '@/lib/entities/customer';
import { mergeReferencesOf } from '@/lib/entity/features/merge/merge';
import { call, createTestBackend, loginAs } from '../support/backend';

/**
 * Merging duplicate customers (docs/entities.md, "Merging duplicates"): every record naming the
 * merged ones moves to the survivor, counted per kind from the declarations; the merged keys lead
 * to the survivor; the history records it; the right, the data scope and bad input refuse it with
 * nothing changed, and so does a refusal half-way through.
 */
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

const C = '/api/crm/customer';
type Rec = Record<string, unknown>;
const merge = (who: Session, json: Record<string, unknown>, language?: string) =>
  call<MergeAnswer>(backend, 'POST', `${C}/merge`, { token: who.token, json, headers: language ? { 'accept-language': language } : {} });
const preview = (who: Session, keys: string[]) => call<MergePreviewAnswer>(backend, 'POST', `${C}/mergePreview`, { token: who.token, json: { keys } });
const detail = (who: Session, key: string) => call<Rec>(backend, 'GET', `${C}/detail/${key}`, { token: who.token });

/** Live records of every kind naming each key, by kind (only kinds with any). */
async function namingCounts(keys: string[]): Promise<Record<string, Record<string, number>>> {
  const db = backend.database.db;
  const out: Record<string, Record<string, number>> = {};
  for (const reference of mergeReferencesOf(customerEntity, ENTITIES)) {
    const owner = entityByName(reference.entity)!;
    const columns = tableOf(owner) as unknown as Record<string, PgColumn>;
    const rows = await db.select({ key: columns[reference.field]!, n: count() }).from(tableOf(owner))
      .where(and(inArray(columns[reference.field]!, keys), eq(columns.del_flag!, 0), reference.kind ? eq(columns[reference.kind.field]!, reference.kind.value) : undefined))
      .groupBy(columns[reference.field]!);
    for (const row of rows) {
      out[owner.name] ??= {};
      out[owner.name]![String(row.key)] = (out[owner.name]![String(row.key)] ?? 0) + Number(row.n);
    }
  }
  return out;
}

async function isLive(key: string): Promise<boolean> {
  const table = tableOf(customerEntity) as unknown as Record<string, PgColumn>;
  const [row] = await backend.database.db.select({ del: table.del_flag! }).from(tableOf(customerEntity)).where(eq(table.customer_key!, key));
  return row?.del === 0;
}

describe('merging customers', () => {
  it('the preview shows the records and what names each of them', async () => {
    const res = await preview(lina, ['cus-demo-01', 'cus-demo-02']);
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data!.records.map((r) => r.customer_key)).toEqual(['cus-demo-01', 'cus-demo-02']);
    const contacts = res.body.data!.references.find((r) => r.entity === 'customerContact')!;
    expect(contacts).toMatchObject({ label: 'entity.customerContact.title', counts: { 'cus-demo-01': 2, 'cus-demo-02': 1 } });
  });

  it('moves every child kind and reference to the survivor, in counts, and keeps the merged keys as redirects', async () => {
    const merged = ['cus-demo-02', 'cus-demo-03'];
    const before = await namingCounts(['cus-demo-01', ...merged]);
    // The demo customers hold contacts, follow-ups, opportunities and sub-records of several kinds.
    const kindsMoving = Object.entries(before).filter(([, counts]) => merged.some((key) => (counts[key] ?? 0) > 0)).map(([kind]) => kind);
    expect(kindsMoving).toEqual(expect.arrayContaining(['customerContact', 'follow', 'business']));
    expect(kindsMoving.length).toBeGreaterThanOrEqual(4);

    const res = await merge(lina, { survivor: 'cus-demo-01', merged, choices: { short_name: 'cus-demo-02' } });
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.msg).toBe('合并成功');

    const after = await namingCounts(['cus-demo-01', ...merged]);
    for (const [kind, counts] of Object.entries(before)) {
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      expect(after[kind]?.['cus-demo-01'], kind).toBe(total);
      for (const key of merged) expect(after[kind]?.[key] ?? 0, `${kind} of ${key}`).toBe(0);
      const movedHere = merged.reduce((sum, key) => sum + (counts[key] ?? 0), 0);
      if (movedHere > 0) expect(res.body.data!.moved[kind], kind).toBe(movedHere);
    }

    // The survivor took the chosen value; the merged ones are gone from the list and lead to it.
    const survivor = await detail(lina, 'cus-demo-01');
    expect(survivor.body.data!.short_name).toBe('钱塘财富');
    expect(survivor.body.data!.customer_name).toBe('上海浦江信托有限公司');
    const redirected = await detail(lina, 'cus-demo-02');
    expect(redirected.body.code, redirected.body.msg).toBe(0);
    expect(redirected.body.data!.customer_key).toBe('cus-demo-01');
    expect(await isLive('cus-demo-02')).toBe(false);
    const listed = await call<{ records: Rec[] }>(backend, 'POST', `${C}/query`, { token: lina.token, json: { pageSize: 100 } });
    expect(listed.body.data!.records.map((r) => r.customer_key)).not.toContain('cus-demo-02');
    const redirects = await backend.database.db.select().from(sysRecordRedirect).where(eq(sysRecordRedirect.entity, 'customer'));
    expect(redirects.map((r) => [r.from_key, r.to_key, r.merged_by]).sort()).toEqual([['cus-demo-02', 'cus-demo-01', lina.userKey], ['cus-demo-03', 'cus-demo-01', lina.userKey]]);

    // The history: the merge on the survivor, and on each merged record; the moved children as edits.
    const audit = await backend.database.db.select().from(sysAuditLog).where(and(eq(sysAuditLog.entity, 'customer'), inArray(sysAuditLog.action, ['merge', 'mergedInto'])));
    expect(audit.map((a) => [a.record_key, a.action]).sort()).toEqual([['cus-demo-01', 'merge'], ['cus-demo-02', 'mergedInto'], ['cus-demo-03', 'mergedInto']]);
    const history = await call<{ action: string }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: lina.token, query: { entity: 'customer', recordKey: 'cus-demo-01' } });
    expect(history.body.data!.map((e) => e.action)).toContain('merge');
    // The merged records leave the global search; the survivor's entry stays.
    const entries = await backend.database.db.select({ key: sysSearchEntry.record_key }).from(sysSearchEntry)
      .where(and(eq(sysSearchEntry.entity, 'customer'), inArray(sysSearchEntry.record_key, ['cus-demo-01', ...merged])));
    expect(entries.map((e) => e.key)).toContain('cus-demo-01');
    expect(entries.map((e) => e.key)).not.toContain('cus-demo-02');
  });

  it('a record merged into a survivor that is merged later leads to the last one', async () => {
    const res = await merge(lina, { survivor: 'cus-demo-13', merged: ['cus-demo-01'] });
    expect(res.body.code, res.body.msg).toBe(0);
    expect((await detail(lina, 'cus-demo-02')).body.data!.customer_key).toBe('cus-demo-13');
    expect((await detail(lina, 'cus-demo-01')).body.data!.customer_key).toBe('cus-demo-13');
  });
});

describe('refusals change nothing', () => {
  it('needs the merge right (403 without it)', async () => {
    const res = await merge(wangfang, { survivor: 'cus-demo-10', merged: ['cus-demo-26'] });
    expect(res.body.code).toBe(403);
    expect((await preview(wangfang, ['cus-demo-10', 'cus-demo-26'])).body.code).toBe(403);
    expect(await isLive('cus-demo-26')).toBe(true);
  });

  it('refuses a record outside the caller’s departments', async () => {
    const before = await namingCounts(['cus-demo-06']);
    const res = await merge(lina, { survivor: 'cus-demo-04', merged: ['cus-demo-06'] });
    expect(res.body.code).toBe(403);
    expect(await isLive('cus-demo-06')).toBe(true);
    expect(await namingCounts(['cus-demo-06'])).toEqual(before);
    expect((await preview(lina, ['cus-demo-04', 'cus-demo-06'])).body.code).toBe(403);
  });

  it('names bad input in the user’s language', async () => {
    const tooFew = await merge(lina, { survivor: 'cus-demo-04', merged: [] });
    expect(tooFew.body).toMatchObject({ code: 400, msg: '请选择至少两条记录进行合并' });
    expect((await preview(lina, ['cus-demo-04'])).body).toMatchObject({ code: 400, msg: '请选择至少两条记录进行合并' });
    expect((await merge(lina, { survivor: 'cus-demo-04', merged: ['cus-demo-04'] })).body).toMatchObject({ code: 400, msg: '不能把记录合并到它自己' });
    expect((await merge(lina, { survivor: 'cus-demo-04', merged: ['con-demo-05'] })).body).toMatchObject({ code: 404, msg: '所选记录不存在或不是客户' });
    expect((await merge(lina, { survivor: 'cus-demo-04', merged: ['cus-demo-02'] })).body).toMatchObject({ code: 409, msg: '所选记录中有已被合并的记录，请刷新后重试' });
    expect((await merge(lina, { survivor: 'cus-demo-04', merged: ['cus-demo-05'], choices: { last_follow_time: 'cus-demo-05' } })).body)
      .toMatchObject({ code: 400, msg: '不能合并的字段：last_follow_time' });
    expect((await merge(lina, { survivor: 'cus-demo-04', merged: ['cus-demo-05'], choices: { level: 'cus-demo-14' } })).body)
      .toMatchObject({ code: 400, msg: '字段取值只能来自参与合并的记录' });
    const english = await merge(lina, { survivor: 'cus-demo-04', merged: ['cus-demo-04'] }, 'en-US');
    expect(english.body.msg).toBe('A record cannot be merged into itself');
    expect(await isLive('cus-demo-04')).toBe(true);
    expect(await isLive('cus-demo-05')).toBe(true);
  });

  it('a refusal half-way through (a status the survivor may not take) undoes the moves', async () => {
    // cus-demo-16 is signed; taking cus-demo-04's 潜在客户 is a move the transitions refuse, checked after the children moved.
    const before = await namingCounts(['cus-demo-16', 'cus-demo-04']);
    expect(before.customerContact?.['cus-demo-04']).toBe(1);
    const res = await merge(lina, { survivor: 'cus-demo-16', merged: ['cus-demo-04'], choices: { status: 'cus-demo-04' } });
    expect(res.body).toMatchObject({ code: 409, msg: '客户状态不能从“已签约”变更为“潜在客户”' });
    expect(await namingCounts(['cus-demo-16', 'cus-demo-04'])).toEqual(before);
    expect(await isLive('cus-demo-04')).toBe(true);
    const redirects = await backend.database.db.select().from(sysRecordRedirect).where(eq(sysRecordRedirect.from_key, 'cus-demo-04'));
    expect(redirects).toEqual([]);
    const audit = await backend.database.db.select().from(sysAuditLog).where(and(eq(sysAuditLog.record_key, 'cus-demo-04'), eq(sysAuditLog.action, 'mergedInto')));
    expect(audit).toEqual([]);
  });

  it('admin merges across departments: the survivor’s department takes the moved children', async () => {
    const res = await merge(admin, { survivor: 'cus-demo-29', merged: ['cus-demo-31'] });
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data!.moved).toMatchObject({ customerContact: 1, follow: 1 });
    const contacts = await call<{ records: Rec[] }>(backend, 'POST', '/api/crm/customer/contact/query', { token: admin.token, json: { customer_key: 'cus-demo-29' } });
    expect(contacts.body.data!.records.map((r) => r.contact_key).sort()).toEqual(['con-demo-11', 'con-demo-12']);
  });
});
