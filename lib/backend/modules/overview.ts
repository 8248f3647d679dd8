import { and, desc, eq } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import { bizMessage, bizMessageAcceptor } from '../db/schema';
import { defineRoute } from '../http/route';
import { unreadTotals } from './messages-summary';

const totals = defineRoute({
  method: 'GET',
  path: '/api/fintech/biz/message/queryMsgTotal',
  tag: 'messages',
  summary: "The caller's unread message counts: business, administration and total",
  async handler({ db, auth }) {
    return ok(await unreadTotals(db, auth.userKey));
  },
});

const RECENT = 5;

/**
 * The dashboard's figures for the caller. A section is null while its module does not exist
 * yet, so the dashboard can tell "nothing here" from "not available".
 */
const dashboard = defineRoute({
  method: 'GET',
  path: '/api/app/base/app/dashboard/overview',
  tag: 'dashboard',
  summary: "The caller's dashboard: unread messages, pending approvals, projects, customers, month figures (null = module not available)",
  async handler({ db, auth }) {
    const [unread, recent] = await Promise.all([
      unreadTotals(db, auth.userKey),
      db.select({ key: bizMessage.message_key, title: bizMessage.title, content: bizMessage.message_content, type: bizMessage.message_type, time: bizMessage.publish_time, created: bizMessage.create_time })
        .from(bizMessageAcceptor)
        .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
        .where(and(eq(bizMessageAcceptor.ref_key, auth.userKey), eq(bizMessageAcceptor.read_status, 'UNREAD'), eq(bizMessage.status, 'PUBLISHED')))
        .orderBy(desc(bizMessage.create_time))
        .limit(RECENT),
    ]);
    return ok({
      unreadMessages: {
        total: unread.total,
        items: recent.map((m) => ({
          key: m.key,
          title: m.title ?? m.content.replace(/<[^>]*>/g, '').slice(0, 60),
          time: (m.time ?? m.created).toISOString(),
          link: m.type === 'BUSINESS' ? '/message/business' : '/message/administration',
        })),
      },
      pendingApprovals: null,
      myProjects: null,
      recentCustomers: null,
      monthFigures: null,
    });
  },
});

export const overviewRoutes = [totals, dashboard];
