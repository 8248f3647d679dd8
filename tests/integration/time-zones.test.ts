// @database postgres: timestamps and days stored and compared in the database.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { dailyReportPath, type DailyReportAnswer } from '@/lib/contract/crm-reports';
import { addDays } from '@/lib/entity/date-presets';
import { parseDateTime } from '@/lib/entity/datetime';
import { businessDay, dayStart, setBusinessTimeZone } from '@/lib/entity/time-zone';
import { call, createTestBackend, loginAs } from '../support/backend';
import { uniqueName } from '../support/clues';

/**
 * The server's side of the time model (docs/time.md): a date-time is stored as the instant it
 * names (its offset, or the business zone for wall-clock text), a date stays its day, and reports
 * count whole business days.
 */
let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
});
afterAll(async () => backend?.database.close());
afterEach(() => setBusinessTimeZone(null));

type Row = Record<string, unknown>;
const post = <T = Row>(who: Session, path: string, json: Record<string, unknown>) => call<T>(backend, 'POST', path, { token: who.token, json });
const detail = async (path: string, key: string) => (await call<Row>(backend, 'GET', `${path}/detail/${key}`, { token: admin.token })).body.data!;

describe('a date-time field', () => {
  const base = '/api/crm/reservations';
  const save = (fields: Row) => post(admin, `${base}/addOrUpdate`, { subject: uniqueName('到访'), customer_key: 'cus-demo-06', ...fields });

  it('stores a value with an offset as that instant and answers it unchanged', async () => {
    const saved = await save({ visit_time: '2026-03-01T09:00:00-08:00' });
    expect(saved.body.code).toBe(0);
    const key = String(saved.body.data!.reservation_key);
    const record = await detail(base, key);
    expect(record.visit_time).toBe('2026-03-01T17:00:00.000Z');
    // Saved again as it was read: the same instant, whatever zone the sender is in.
    expect((await post(admin, `${base}/addOrUpdate`, { ...record, visit_time: record.visit_time })).body.code).toBe(0);
    expect((await detail(base, key)).visit_time).toBe('2026-03-01T17:00:00.000Z');
  });

  it('reads wall-clock text without an offset in the business zone', async () => {
    const key = String((await save({ visit_time: '2026-03-01 09:00:00' })).body.data!.reservation_key);
    expect((await detail(base, key)).visit_time).toBe('2026-03-01T01:00:00.000Z');
    setBusinessTimeZone('America/Los_Angeles');
    const later = String((await save({ visit_time: '2026-07-01 09:00:00' })).body.data!.reservation_key);
    expect((await detail(base, later)).visit_time).toBe('2026-07-01T16:00:00.000Z');
  });

  it('refuses ISO text without an offset rather than guess its zone', async () => {
    expect((await save({ visit_time: '2026-03-01T09:00:00' })).body.code).toBe(400);
  });
});

describe('a date field', () => {
  it('keeps its day, whatever the zones', async () => {
    setBusinessTimeZone('Pacific/Kiritimati');
    const saved = await post(admin, '/api/crm/activity/addOrUpdate', { activity_name: uniqueName('活动'), activity_type: 'salon', start_date: '2026-03-08', end_date: '2026-11-01' });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const record = await detail('/api/crm/activity', String(saved.body.data!.activity_key));
    expect([record.start_date, record.end_date]).toEqual(['2026-03-08', '2026-11-01']);
  });
});

describe("a report's today", () => {
  for (const zone of ['Asia/Shanghai', 'America/Los_Angeles']) {
    it(`runs from the first to the last moment of the business day in ${zone}`, async () => {
      setBusinessTimeZone(zone);
      const today = businessDay();
      const added = await post(lina, '/api/crm/clue/add', { contact_name: uniqueName('今日线索'), company_name: uniqueName('今日公司'), mobile: '13912345678', source: 'manual' });
      expect(added.body.code).toBe(0);
      const report = await post<DailyReportAnswer>(lina, dailyReportPath('clue'), { from: today, to: today });
      expect(report.body.code).toBe(0);
      const mine = report.body.data!.rows.find((r) => r.user_key === 'usr-sales' && r.day === today);
      expect(mine?.figures.added?.value).toBeGreaterThanOrEqual(1);
      const params = mine!.figures.added!.list.params;
      expect(parseDateTime(params.create_time_begin!)?.getTime()).toBe(dayStart(today).getTime());
      expect(parseDateTime(params.create_time_end!)?.getTime()).toBe(dayStart(addDays(today, 1)).getTime() - 1);
    });
  }
});
