import {
  CRM_REPORT_RIGHTS, customerStarSchema, DAILY_REPORT_KINDS, dailyReportPath, dailyReportSchema, doorSchema, funnelSchema,
  rankingSchema, reportInputSchema, signSchema, statisticsPath, type DailyReportKind, type ReportInput, type StatisticsCall,
} from '@/lib/contract/crm-reports';
import { ok } from '@/lib/contract/envelope';
import type { ZodType } from 'zod';
import { defineRoute, type RouteDef } from '../../http/route';
import { dailyReport } from './daily-report';
import { reportScope } from './scope';
import { customerStar, door, funnel, ranking, sign } from './statistics';

type Answer = (ctx: Parameters<typeof customerStar>[0]) => Promise<unknown>;

const STATISTICS: Record<StatisticsCall, { summary: string; output: ZodType; answer: Answer }> = {
  customerStar: { summary: 'Customers taken on in the range by star rating', output: customerStarSchema, answer: customerStar },
  sign: { summary: 'Customers signed and orders confirmed (count, amount, by day)', output: signSchema, answer: sign },
  door: { summary: 'Visits: reservations arrived (by day) and booked', output: doorSchema, answer: door },
  funnel: { summary: 'From lead to confirmed order: leads, converted, customers, opportunities, won, orders', output: funnelSchema, answer: funnel },
  ranking: { summary: 'Per user: won amount and count, confirmed order amount, new customers, follow-ups', output: rankingSchema, answer: ranking },
};

const DAILY_SUMMARIES: Record<DailyReportKind, string> = {
  clue: 'Leads per user per day: added, followed up, converted',
  business: 'Opportunities per user per day: added, followed up, won, won amount',
  customer: 'Customers per user per day: added, followed up, signed',
};

/**
 * The statistics (统计) and daily reports (日报). Every figure is counted through its entity's
 * list and carries that list's call and parameters; staff see their own work, leaders their
 * departments' users, administrators everyone's.
 */
export const crmReportRoutes: RouteDef<ReportInput>[] = [
  ...Object.entries(STATISTICS).map(([call, { summary, output, answer }]) => defineRoute({
    method: 'POST',
    path: statisticsPath(call as StatisticsCall),
    tag: 'crm-statistics',
    summary,
    permission: CRM_REPORT_RIGHTS.statistics,
    input: reportInputSchema,
    output,
    async handler({ db, auth, input }) {
      const scope = await reportScope(db, auth, input.user_key);
      return ok(await answer({ db, auth, range: { from: input.from, to: input.to }, scope }));
    },
  })),
  ...DAILY_REPORT_KINDS.map((kind) => defineRoute({
    method: 'POST',
    path: dailyReportPath(kind),
    tag: 'crm-daily-report',
    summary: DAILY_SUMMARIES[kind],
    permission: CRM_REPORT_RIGHTS.dailyReport,
    input: reportInputSchema,
    output: dailyReportSchema,
    async handler({ db, auth, input }) {
      const scope = await reportScope(db, auth, input.user_key);
      return ok(await dailyReport(db, auth, kind, { from: input.from, to: input.to }, scope));
    },
  })),
];
