import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';
import { uniqueName } from '../support/clues';

/** Channels and marketing activities (their list, save and delete calls). */

let backend: Backend;
type Session = { token: string; userKey: string };
let lina: Session;
let wang: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [lina, wang] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang')]);
});
afterAll(async () => backend?.database.close());

type Row = Record<string, unknown> & { version: number };
type Page = { records: Row[]; total: number };
const post = <T = Row>(who: Session, path: string, json: Record<string, unknown>) => call<T>(backend, 'POST', path, { token: who.token, json });

describe('channels', () => {
  it('list, save and delete for those who keep them; everyone entering leads lists them to pick one', async () => {
    const name = uniqueName('短视频投放');
    const saved = await post(lina, '/api/crm/channel/save', { channel_name: name, channel_type: 'online_ads', owner: lina.userKey });
    expect(saved.body).toMatchObject({ code: 0, data: { channel_name: name, status: '1' } });
    const key = String(saved.body.data!.channel_key);
    expect((await post(lina, '/api/crm/channel/save', { channel_name: name, channel_type: 'event' })).body).toMatchObject({ code: 409, msg: '渠道名称已存在，请更换' });
    expect((await post(lina, '/api/crm/channel/save', { channel_name: uniqueName('缺类型') })).body).toMatchObject({ code: 400, msg: '请选择渠道类型' });

    const listed = await post<Page>(wang, '/api/crm/channel/list', { channel_name: `*${name}*` });
    expect(listed.body.data!.records.map((r) => r.channel_key)).toEqual([key]);
    expect((await post<Page>(wang, '/api/crm/channel/list', { pageSize: 50 })).body.data!.total).toBeGreaterThanOrEqual(6);
    expect((await post(wang, '/api/crm/channel/save', { channel_name: uniqueName('越权'), channel_type: 'site' })).body.code).toBe(403);
    expect((await post(wang, '/api/crm/channel/delete', { ids: key })).body.code).toBe(403);

    expect((await post(lina, '/api/crm/channel/delete', { ids: key })).body.code).toBe(0);
    expect((await post<Page>(lina, '/api/crm/channel/list', { channel_name: `*${name}*` })).body.data!.total).toBe(0);
  });
});

describe('activities', () => {
  it('list, save and delete, newest first; an activity does not end before it starts', async () => {
    const name = uniqueName('秋季财富论坛');
    const saved = await post(lina, '/api/crm/activity/save', { activity_name: name, activity_type: 'seminar', channel_key: 'chn-expo', start_date: '2099-10-10', end_date: '2099-10-11', budget: 50000 });
    expect(saved.body).toMatchObject({ code: 0, data: { status: 'planned', budget: 50000 } });
    const key = String(saved.body.data!.activity_key);
    const bad = await post(lina, '/api/crm/activity/save', { activity_name: uniqueName('倒序'), activity_type: 'salon', start_date: '2099-10-10', end_date: '2099-10-09' });
    expect(bad.body).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期' });
    const edit = await post(lina, '/api/crm/activity/save', { ...saved.body.data!, end_date: '2099-10-01' });
    expect(edit.body.code).toBe(400);

    const list = await post<Page>(wang, '/api/crm/activity/list', { pageSize: 50 });
    expect(list.body.data!.records[0]!.activity_key).toBe(key);
    expect(list.body.data!.records.map((r) => r.activity_name)).toContain('华东私人银行客户沙龙');
    expect((await post(wang, '/api/crm/activity/delete', { ids: key })).body.code).toBe(403);
    expect((await post(lina, '/api/crm/activity/delete', { ids: key })).body.code).toBe(0);
  });

  it('are named by the leads they bring', async () => {
    const lead = await post(wang, '/api/crm/clue/add', { contact_name: uniqueName('沙龙来宾'), mobile: '13700001234', channel_key: 'chn-referral', activity_key: 'act-demo-03' });
    expect(lead.body).toMatchObject({ code: 0, data: { channel_key: 'chn-referral', activity_key: 'act-demo-03' } });
    const byActivity = await post<Page>(wang, '/api/crm/clue/query', { activity_key: 'act-demo-03' });
    expect(byActivity.body.data!.records.map((r) => r.clue_key)).toContain(lead.body.data!.clue_key);
  });
});
