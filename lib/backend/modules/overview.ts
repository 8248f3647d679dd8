import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DashboardSection } from '@/lib/contract/dashboard';
import { WORKFLOW_RIGHTS } from '@/lib/contract/workflow';
import { customerEntity } from '@/lib/entities/customer';
import { projectEntity } from '@/lib/entities/project';
import { isMembershipScope } from '@/lib/entity/types';
import { holdsPermission } from '../auth/grants';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { ok } from '@/lib/contract/envelope';
import { bizMessage, bizMessageAcceptor, crmCustomer, okrProject, wfInstance, wfTask } from '../db/schema';
import { listingOf } from '../entity/registry';
import { membershipCondition } from '../entity/features/membership/membership-scope';
import { messageCalls } from '@/lib/contract/message-center-calls';
import { defineCallRoute } from '../http/route';
import { monthFigures } from './crm-reports/port';
import { unreadTotals } from './messages-summary';
import { copyReadStatus } from './messages/port';
import { pendingFor, readerNames, rowSummaries } from './workflow/port';
import type { Locale } from '@/lib/i18n/locales';
import type { RowSummary } from '@/lib/contract/workflow-values';
import { unreadTotalsSchema } from '@/lib/contract/message-center-answers';
import { dashboardOverviewSchema } from '@/lib/contract/dashboard';
import { shellCalls } from '@/lib/contract/shell-calls';

const totals = defineCallRoute(messageCalls.unreadTotals, {
  tag: 'messages',
  summary: "The caller's unread message counts: business, administration and total",
  output: unreadTotalsSchema,
  async handler({ db, auth }) {
    return ok(await unreadTotals(db, auth));
  },
});

const RECENT = 5;

interface RecentRow { key: string; title: string; time: Date; applicant?: string | null; summary?: RowSummary[] }

/** A dashboard section: the newest few rows, the count of all of them, each row opening its page. */
async function recentSection(rows: PromiseLike<RecentRow[]>, totals: PromiseLike<{ n: number }[]>, linkOf: (key: string) => string): Promise<DashboardSection> {
  const [recent, counted] = await Promise.all([rows, totals]);
  return {
    total: Number(counted[0]?.n ?? 0),
    items: recent.map((r) => ({ key: r.key, title: r.title, time: r.time.toISOString(), link: linkOf(r.key), applicant: r.applicant ?? null, summary: r.summary })),
  };
}

/**
 * The customers the caller can see outside the pool, most recently touched first: what the card's
 * link (客户列表) lists, so an administrator following none still sees how many there are; null
 * without the customer right.
 */
async function myCustomers(db: Db, auth: AuthContext): Promise<DashboardSection | null> {
  if (!(await holdsPermission(db, auth, customerEntity.rights.read))) return null;
  const mine = and(eq(crmCustomer.in_sea, false), eq(crmCustomer.del_flag, 0), await listingOf(customerEntity).scopeCondition(db, auth));
  return recentSection(
    db.select({ key: crmCustomer.customer_key, title: crmCustomer.customer_name, time: crmCustomer.update_time })
      .from(crmCustomer).where(mine).orderBy(desc(crmCustomer.update_time), desc(crmCustomer.customer_key)).limit(RECENT),
    db.select({ n: count() }).from(crmCustomer).where(mine),
    (key) => `/crm/customer/${encodeURIComponent(key)}`,
  );
}

/** The projects the caller manages or takes part in, most recently changed first, each opening its workspace; null without the right. */
async function myProjects(db: Db, auth: AuthContext): Promise<DashboardSection | null> {
  if (!(await holdsPermission(db, auth, projectEntity.rights.read)) || !isMembershipScope(projectEntity.scope)) return null;
  const columns = okrProject as unknown as Parameters<typeof membershipCondition>[4];
  const mine = and(eq(okrProject.del_flag, 0), await membershipCondition(db, auth, projectEntity, projectEntity.scope, columns, 'read', true));
  return recentSection(
    db.select({ key: okrProject.project_key, title: okrProject.project_name, time: okrProject.update_time })
      .from(okrProject).where(mine).orderBy(desc(okrProject.update_time), desc(okrProject.project_key)).limit(RECENT),
    db.select({ n: count() }).from(okrProject).where(mine),
    (key) => `/okrProject/overview?key=${encodeURIComponent(key)}`,
  );
}

/** Approvals waiting for the caller, newest first, each opening in the workbench with who asked and what for; null without the right. */
async function myPendingApprovals(db: Db, auth: AuthContext, locale: Locale): Promise<DashboardSection | null> {
  if (!(await holdsPermission(db, auth, WORKFLOW_RIGHTS.pending))) return null;
  const waiting = pendingFor(auth);
  return recentSection(
    db.select({ key: wfTask.task_key, title: wfTask.title, task: wfTask.task_name, node: wfTask.node_id, time: wfTask.create_time, instance: wfTask.instance_key, applicant: wfTask.initiator_name })
      .from(wfTask).innerJoin(wfInstance, eq(wfInstance.instance_key, wfTask.instance_key))
      .where(waiting).orderBy(desc(wfTask.create_time), desc(wfTask.task_key)).limit(RECENT)
      .then(async (rows) => {
        const summaries = await rowSummaries(db, auth, rows.map((r) => r.instance), locale);
        // The step in the reader's language (its English name); the title is the applicant's.
        const names = await readerNames(db, locale, rows.map((r) => r.instance));
        return rows.map((r) => ({ key: r.key, title: `${r.title} · ${names.step(r.instance, r.node, r.task)}`, time: r.time, applicant: r.applicant, summary: summaries.get(r.instance) ?? [] }));
      }),
    db.select({ n: count() }).from(wfTask).innerJoin(wfInstance, eq(wfInstance.instance_key, wfTask.instance_key)).where(waiting),
    (key) => `/home/workbench/pending?taskId=${encodeURIComponent(key)}`,
  );
}

/**
 * The dashboard's figures for the caller. A section is null while its module does not exist
 * yet, so the dashboard can tell "nothing here" from "not available".
 */
const dashboard = defineCallRoute(shellCalls.dashboardOverview, {
  tag: 'dashboard',
  summary: "The caller's dashboard: unread messages, pending approvals, projects, customers, month figures (null = module not available)",
  output: dashboardOverviewSchema,
  async handler({ db, auth, t, locale }) {
    const [unread, recent, customers, approvals, projects, month] = await Promise.all([
      unreadTotals(db, auth),
      db.select({ key: bizMessage.message_key, title: bizMessage.title, content: bizMessage.message_content, type: bizMessage.message_type, time: bizMessage.publish_time, created: bizMessage.create_time, instance: wfTask.instance_key })
        .from(bizMessageAcceptor)
        .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
        .leftJoin(wfTask, eq(wfTask.task_key, bizMessage.task_key))
        .where(and(eq(bizMessageAcceptor.ref_key, auth.userKey), eq(bizMessageAcceptor.read_status, 'UNREAD'), sql`${copyReadStatus(auth)} = 'UNREAD'`, eq(bizMessage.status, 'PUBLISHED')))
        .orderBy(desc(bizMessage.create_time))
        .limit(RECENT),
      myCustomers(db, auth),
      myPendingApprovals(db, auth, locale),
      myProjects(db, auth),
      monthFigures(db, auth, t),
    ]);
    // A message about an approval names its request's key figures, as its row in the workbench does.
    const summaries = await rowSummaries(db, auth, recent.flatMap((m) => (m.instance ? [m.instance] : [])), locale);
    return ok({
      unreadMessages: {
        total: unread.total,
        items: recent.map((m) => ({
          key: m.key,
          title: m.title ?? m.content.replace(/<[^>]*>/g, '').slice(0, 60),
          time: (m.time ?? m.created).toISOString(),
          link: m.type === 'BUSINESS' ? '/message/business' : '/message/administration',
          summary: m.instance ? summaries.get(m.instance) ?? [] : undefined,
        })),
      },
      pendingApprovals: approvals,
      myProjects: projects,
      recentCustomers: customers,
      monthFigures: month,
    });
  },
});

export const overviewRoutes = [totals, dashboard];
