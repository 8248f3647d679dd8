/** The report calls' paths, apart from their schemas (./crm-reports.ts) so the calls (./crm-calls.ts) load without zod. */

export const STATISTICS_CALLS = ['customerStar', 'sign', 'door', 'funnel', 'ranking'] as const;
export type StatisticsCall = (typeof STATISTICS_CALLS)[number];
export const DAILY_REPORT_KINDS = ['clue', 'business', 'customer'] as const;
export type DailyReportKind = (typeof DAILY_REPORT_KINDS)[number];

export const statisticsPath = (call: StatisticsCall) => `/api/crm/statistics/${call}`;
export const dailyReportPath = (kind: DailyReportKind) => `/api/crm/dailyReport/${kind}`;
