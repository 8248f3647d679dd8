import { count } from 'drizzle-orm';
import type { TodoCounts, TodoItem } from '@/lib/contract/todo';
import { WORKBENCH_OVERDUE_PARAM, WORKFLOW_RIGHTS } from '@/lib/contract/workflow-values';
import { businessDay } from '@/lib/entity/time-zone';
import { listPageHref } from '@/lib/navigation/list-link';
import { loadUserContext, type AuthContext } from '../../auth/context';
import { holdsPermission } from '../../auth/grants';
import type { Db } from '../../db/client';
import { listingOf } from '../../entity/registry';
import { poolSetting } from '../customers/port';
import { overdueTaskCount } from '../workflow/port';
import { LIST_TODOS, type ListTodo, type TodoMoment } from './items';
import { todoSetting } from './setting';

const PENDING_PATH = '/home/workbench/pending';

/** One list item: null when the caller holds no right to its list or it does not apply. One count query over the list's own conditions. */
async function listItem(db: Db, auth: AuthContext, item: ListTodo, at: TodoMoment): Promise<TodoItem | null> {
  const params = item.params(at);
  if (!params || !(await holdsPermission(db, auth, item.entity.rights.read))) return null;
  const listing = listingOf(item.entity);
  const list = await listing.prepare(db, auth, params);
  const [row] = await db.select({ n: count() }).from(listing.table).where(list.where);
  return {
    key: item.key,
    count: Number(row?.n ?? 0),
    link: listPageHref({ entity: item.entity.name, call: `${item.entity.apiBase}/query`, params }, auth.userKey),
    days: item.days?.(at.setting) ?? null,
  };
}

/** Approvals waiting for the caller past their due time: the workbench's 待我审批, narrowed to those overdue. */
async function approvalsItem(db: Db, auth: AuthContext, now: Date): Promise<TodoItem | null> {
  if (!(await holdsPermission(db, auth, WORKFLOW_RIGHTS.pending))) return null;
  return { key: 'approvalsOverdue', count: await overdueTaskCount(db, auth, now), link: `${PENDING_PATH}?${WORKBENCH_OVERDUE_PARAM}=1`, days: null };
}

/**
 * The caller's reminders at a moment: every item they may read, each counted in the same scope and
 * with the same conditions as the list its link opens. "Today" is the business day
 * (BUSINESS_TIME_ZONE), whatever the server's or the caller's zone.
 */
export async function todoCounts(db: Db, auth: AuthContext, now: Date): Promise<TodoCounts> {
  const [setting, pool] = await Promise.all([todoSetting(db), poolSetting(db)]);
  const at: TodoMoment = { today: businessDay(now), now, setting, poolReturnDays: pool.auto_return_days };
  const items: TodoItem[] = [];
  for (const item of LIST_TODOS) {
    const counted = await listItem(db, auth, item, at);
    if (counted) items.push(counted);
  }
  const approvals = await approvalsItem(db, auth, now);
  if (approvals) items.push(approvals);
  return { items, total: items.reduce((sum, i) => sum + i.count, 0), setting, canChangeSetting: auth.isAdmin };
}

/**
 * The reminders of a user by key, for work outside a request (a daily digest, a notification job):
 * the same items, scopes and links as the call answers. An empty list for a user who is frozen,
 * deleted or unknown.
 */
export async function todoCountsFor(db: Db, userKey: string, now: Date = new Date()): Promise<TodoItem[]> {
  const auth = await loadUserContext(db, userKey, null);
  return auth ? (await todoCounts(db, auth, now)).items : [];
}
