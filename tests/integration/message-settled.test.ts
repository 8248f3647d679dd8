import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { messageCenterPaths as paths } from '@/lib/contract/message-center';
import { inboxPageSchema, unreadTotalsSchema, type ReceivedMessage } from '@/lib/contract/message-center-answers';
import { checkedCalls } from '../support/answers';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * A message about an approval task asks its recipient to act: once the task no longer waits for
 * them (approved, rejected, withdrawn, handed on), the copy is handled, and the bell counts only
 * what still waits for the user.
 */

let backend: Backend;
let zhangwei: Session;
let lina: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  [zhangwei, lina] = await Promise.all([loginAs(backend, 'zhangwei'), loginAs(backend, 'lina')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const { post, get } = checkedCalls(() => backend);

async function businessInbox(who: Session, readStatus?: 'UNREAD' | 'READED'): Promise<ReceivedMessage[]> {
  const page = await post(who, inboxPageSchema, paths.inbox, { message_type: 'BUSINESS', ...(readStatus ? { read_status: readStatus } : {}), pageNo: 1, pageSize: 200 });
  return page.records;
}

describe('messages about approval tasks', () => {
  it('count as unread only while the task waits for the recipient', async () => {
    const flow = workflowClient(backend);
    const pending = (await flow.pending(zhangwei, { pageNo: 1, pageSize: 30 })).body.data!.records;
    const waiting = new Set(pending.map((t) => t.task_key));

    // Every unread message about a task is about one that waits for him now.
    const unread = await businessInbox(zhangwei, 'UNREAD');
    const aboutTasks = unread.filter((m) => m.task_key);
    expect(aboutTasks.length).toBeGreaterThan(0);
    for (const message of aboutTasks) expect(waiting.has(message.task_key!), JSON.stringify({ m: message.title, t: message.task_key, p: pending.length })).toBe(true);
    const totals = await get(zhangwei, unreadTotalsSchema, paths.messageTotal);
    expect(totals.business).toBe(unread.length);

    // He approves one: its messages are handled, in the list, the filter and the bell.
    const decided = aboutTasks[0]!.task_key!;
    const aboutDecided = aboutTasks.filter((m) => m.task_key === decided).length;
    expect((await flow.confirm(zhangwei, decided, { comment: '同意' })).body.code).toBe(0);
    expect((await businessInbox(zhangwei)).filter((m) => m.task_key === decided).map((m) => m.read_status)).toEqual(Array(aboutDecided).fill('READED'));
    expect((await businessInbox(zhangwei, 'UNREAD')).some((m) => m.task_key === decided)).toBe(false);
    expect((await businessInbox(zhangwei, 'READED')).some((m) => m.task_key === decided)).toBe(true);
    expect(await get(zhangwei, unreadTotalsSchema, paths.messageTotal)).toEqual({ ...totals, business: totals.business - aboutDecided, total: totals.total - aboutDecided });

    // A message not about a task stays unread until it is read.
    expect((await businessInbox(lina, 'UNREAD')).filter((m) => !m.task_key).length).toBe((await businessInbox(lina)).filter((m) => !m.task_key && m.read_status === 'UNREAD').length);
  });
});
