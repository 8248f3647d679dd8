import { arrayOf, isCount, isPlainObject, isString } from '@/lib/client/plain-checks';
import type { DashboardItem, DashboardOverview, DashboardSection, MonthFigure, MonthFigures } from '@/lib/contract/dashboard';

/*
 * The dashboard's answer as dashboardOverviewSchema (lib/contract/dashboard.ts) describes it, read
 * without zod so the home page's first load does not carry it; a unit test holds the two together.
 * Like the schema, it keeps only the fields it knows and fills the figures' defaults.
 */

function summaryItem(value: unknown): NonNullable<DashboardItem['summary']>[number] | null {
  if (!isPlainObject(value)) return null;
  const { id, label, type, value: shown } = value;
  const kept = isString(shown) || typeof shown === 'boolean' || typeof shown === 'number';
  return isString(id) && isString(label) && isString(type) && kept ? { id, label, type, value: shown } : null;
}

function item(value: unknown): DashboardItem | null {
  if (!isPlainObject(value)) return null;
  const { key, title, time, link, applicant, summary } = value;
  if (!(isString(key) && isString(title) && isString(time) && isString(link))) return null;
  const read: DashboardItem = { key, title, time, link };
  if (applicant !== undefined) {
    if (applicant !== null && !isString(applicant)) return null;
    read.applicant = applicant;
  }
  if (summary !== undefined) {
    const summaries = arrayOf(summary, summaryItem);
    if (!summaries) return null;
    read.summary = summaries;
  }
  return read;
}

function section(value: unknown): DashboardSection | null | undefined {
  if (value === null) return null;
  if (!isPlainObject(value) || !isCount(value.total)) return undefined;
  const items = arrayOf(value.items, item);
  return items ? { total: value.total, items } : undefined;
}

function figure(value: unknown): MonthFigure | null {
  if (!isPlainObject(value)) return null;
  const { label, value: amount, kind = 'count', link = null } = value;
  if (!isString(label) || typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  if (kind !== 'count' && kind !== 'money') return null;
  if (link !== null && !isString(link)) return null;
  return { label, value: amount, kind, link };
}

function figures(value: unknown): MonthFigures | null | undefined {
  if (value === null) return null;
  if (!isPlainObject(value)) return undefined;
  const items = arrayOf(value.items, figure);
  return items ? { items } : undefined;
}

/** The overview, or null when the answer does not have its shape. */
export function readDashboardOverview(value: unknown): DashboardOverview | null {
  if (!isPlainObject(value)) return null;
  const read = {
    pendingApprovals: section(value.pendingApprovals),
    unreadMessages: section(value.unreadMessages),
    myProjects: section(value.myProjects),
    recentCustomers: section(value.recentCustomers),
    monthFigures: figures(value.monthFigures),
  };
  return Object.values(read).includes(undefined) ? null : (read as DashboardOverview);
}

/** SWR key of the signed-in user's overview: the user is in it, so a new sign-in never sees old figures. */
export const dashboardOverviewKey = (userKey: string) => ['dashboard-overview', userKey] as const;
