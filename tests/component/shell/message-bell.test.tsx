import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageBell } from '@/components/shell/MessageBell';
import { apiPaths } from '@/lib/contract/api-paths';
import type { Paged } from '@/lib/contract/envelope';
import type { newsCategorySchema, UnreadTotals } from '@/lib/contract/message-center-answers';
import type { z } from 'zod';
import { messageCenterPaths } from '@/lib/contract/message-center-values';
import type { TodoCounts } from '@/lib/contract/todo';
import { todoPaths } from '@/lib/contract/todo-paths';
import { renderInApp } from '../render';
import { answer, failHttp, sentCalls } from '../support/answers';
import { demoSession, WithSession } from '../support/session';

/** The top bar's bell: the unread count with the to-do reminders, and the message drawer it opens. */
const NO_TODO: TodoCounts = { items: [], total: 0, setting: { pool_days: 7, contract_days: 7, receivable_days: 3 }, canChangeSetting: false };
// The demo seed's news categories (lib/backend/seed/demo-messages.ts).
const NEWS_CATEGORIES: z.infer<typeof newsCategorySchema>[] = [
  { news_category_key: 'news-company', category_name: '公司新闻', sort_no: 1 },
  { news_category_key: 'news-industry', category_name: '行业动态', sort_no: 2 },
];
const NOTHING: Paged<never> = { records: [], total: 0 };

function showBell(todo: TodoCounts = NO_TODO) {
  answer(todoPaths.counts, todo);
  answer(messageCenterPaths.inbox, NOTHING);
  answer(messageCenterPaths.newsCategoryList, NEWS_CATEGORIES);
  answer(messageCenterPaths.newsQuery, NOTHING);
  return renderInApp(
    <WithSession state={demoSession('lina')}>
      <MessageBell />
    </WithSession>,
  );
}

describe('the message bell', () => {
  it('shows the unread count, and opens the drawer with its four tabs and a tab per news category', async () => {
    answer<UnreadTotals>(apiPaths.messageTotal, { business: 3, administration: 4, total: 7 });
    const { user } = showBell();
    const badge = screen.getByTestId('message-badge');
    await waitFor(() => expect(badge.querySelector('.ant-badge-count')?.textContent).toContain('7'));
    await user.click(screen.getByTestId('message-bell'));
    const drawer = await screen.findByRole('dialog', { name: '消息中心' });
    for (const name of ['业务消息', '行政消息', '新闻', '待办']) expect(within(drawer).getByRole('tab', { name: new RegExp(name) })).toBeTruthy();
    await user.click(within(drawer).getByRole('tab', { name: /新闻/ }));
    expect(await within(drawer).findByRole('tab', { name: '公司新闻' })).toBeTruthy();
  });

  it('counts nothing for messages, and says no error, when the count fails', async () => {
    failHttp(apiPaths.messageTotal, 502);
    // Two reminders: once they show, the failed count has been taken in and added nothing.
    showBell({ ...NO_TODO, items: [{ key: 'followsToday', count: 2, link: '/crm/followUp', days: null }], total: 2 });
    await waitFor(() => expect(screen.getByTestId('message-bell').getAttribute('aria-label')).toBe('消息 2: 共 2 项待办'));
    expect(screen.getByTestId('message-badge').querySelector('.ant-badge-count')?.textContent).toContain('2');
    expect(sentCalls(apiPaths.messageTotal)).toHaveLength(1);
    expect(document.querySelector('.ant-message')).toBeNull();
  });

  it('shows no count at all when the count fails and nothing waits', async () => {
    failHttp(apiPaths.messageTotal, 502);
    showBell();
    await waitFor(() => expect(sentCalls(todoPaths.counts)).toHaveLength(1));
    await waitFor(() => expect(sentCalls(apiPaths.messageTotal)).toHaveLength(1));
    expect(screen.getByTestId('message-badge').querySelector('.ant-badge-count')).toBeNull();
    expect(document.querySelector('.ant-message')).toBeNull();
  });
});
