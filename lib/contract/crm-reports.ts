import { z } from 'zod';
import { DATE_PATTERN } from '@/lib/entity/rules';
import { rangeLength } from '@/lib/entity/date-presets';
import { DAILY_REPORT_KINDS, type DailyReportKind } from './crm-reports-paths';

/** The sales statistics (统计) and daily reports (日报): calls, inputs and answers. */
export const CRM_REPORT_RIGHTS = { statistics: 'crm-statistics', dailyReport: 'crm-daily-report' } as const;

export { DAILY_REPORT_KINDS, dailyReportPath, STATISTICS_CALLS, statisticsPath, type DailyReportKind, type StatisticsCall } from './crm-reports-paths';

/** Longest range a report answers: a year and a day (a leap year's worth of days). */
export const MAX_REPORT_DAYS = 367;

/**
 * What every report call takes: whole days in the business's time zone, both ends included, and
 * optionally one user of the caller's scope (staff: themselves; leaders: their departments' users;
 * administrators: everyone).
 */
export const reportInputSchema = z
  .object({
    from: z.string().regex(DATE_PATTERN, 'validation.date?label=crmReports.range.from'),
    to: z.string().regex(DATE_PATTERN, 'validation.date?label=crmReports.range.to'),
    user_key: z.string().trim().max(64).optional(),
  })
  .refine((r) => r.from <= r.to, { message: 'crmReports.errors.rangeOrder', path: ['to'] })
  .refine((r) => r.from > r.to || rangeLength(r) <= MAX_REPORT_DAYS, { message: 'crmReports.errors.rangeTooLong', path: ['to'] });
export type ReportInput = z.infer<typeof reportInputSchema>;

/**
 * The list call that shows exactly the records a figure counts: the entity's list (`call`, its
 * `/query`) with these parameters, under the caller's own data scope. A page opens it as the
 * entity's list page with the parameters in its address (lib/navigation/list-link.ts).
 */
export const listLinkSchema = z.object({
  entity: z.string(),
  call: z.string(),
  params: z.record(z.string(), z.string()),
  /** An amount: the sum of this field over the records (otherwise the figure counts them). */
  sum: z.string().optional(),
});
export type ListLink = z.infer<typeof listLinkSchema>;

/** A count or an amount, with the list that reproduces it. */
export const figureSchema = z.object({ value: z.number(), list: listLinkSchema });
export type Figure = z.infer<typeof figureSchema>;

const userSchema = z.object({ user_key: z.string(), realname: z.string() });
export type ReportUser = z.infer<typeof userSchema>;

/** Per day, a number (charts); the days with nothing are left out. */
const dayValueSchema = z.object({ day: z.string(), value: z.number() });

export const customerStarSchema = z.object({
  /** Stars 1-5, then unrated (star null: no list filter reaches "empty", so it has none). */
  buckets: z.array(z.object({ star: z.number().int().nullable(), figure: figureSchema.nullable(), value: z.number() })),
  total: figureSchema,
});

export const signSchema = z.object({
  customers: figureSchema,
  orders: figureSchema,
  amount: figureSchema,
  customersByDay: z.array(dayValueSchema),
  ordersByDay: z.array(dayValueSchema),
});

export const doorSchema = z.object({
  arrived: figureSchema,
  booked: figureSchema,
  arrivedByDay: z.array(dayValueSchema),
});

export const FUNNEL_STAGES = ['clues', 'converted', 'customers', 'opportunities', 'won', 'orders'] as const;
export const funnelSchema = z.object({ stages: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), figure: figureSchema })) });

export const RANKING_MEASURES = ['wonAmount', 'won', 'orderAmount', 'customers', 'follows'] as const;
export type RankingMeasure = (typeof RANKING_MEASURES)[number];
export const rankingSchema = z.object({
  rows: z.array(userSchema.extend({ figures: z.record(z.enum(RANKING_MEASURES), figureSchema) })),
});

/** What each daily report counts per user per day. */
export const DAILY_MEASURES = {
  clue: ['added', 'followed', 'converted'],
  business: ['added', 'followed', 'won', 'wonAmount'],
  customer: ['added', 'followed', 'signed'],
} as const satisfies Record<DailyReportKind, readonly string[]>;
export const MONEY_MEASURES: readonly string[] = ['wonAmount', 'orderAmount', 'amount'];

export const dailyReportSchema = z.object({
  kind: z.enum(DAILY_REPORT_KINDS),
  measures: z.array(z.string()),
  users: z.array(userSchema),
  /** One row per user and day with something in it, newest day first. */
  rows: z.array(userSchema.extend({ day: z.string(), figures: z.record(z.string(), figureSchema) })),
  totals: z.record(z.string(), figureSchema),
});

export type CustomerStarAnswer = z.infer<typeof customerStarSchema>;
export type SignAnswer = z.infer<typeof signSchema>;
export type DoorAnswer = z.infer<typeof doorSchema>;
export type FunnelAnswer = z.infer<typeof funnelSchema>;
export type RankingAnswer = z.infer<typeof rankingSchema>;
export type DailyReportAnswer = z.infer<typeof dailyReportSchema>;
