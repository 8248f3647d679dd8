import { z } from 'zod';

/**
 * The dashboard's answer (GET apiPaths.dashboardOverview). A section is null while its module
 * is not available, which the page shows differently from a section with nothing in it.
 */
export const dashboardItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** ISO 8601. */
  time: z.string(),
  /** A path on this site that opens the item. */
  link: z.string(),
  /** Who asked (a request or a message about one). */
  applicant: z.string().nullable().optional(),
  /** What it is about: the summary fields its approval model declares (amount, counterparty, ...). */
  summary: z.array(z.object({ id: z.string(), label: z.string(), type: z.string(), value: z.union([z.string(), z.number(), z.boolean()]) })).optional(),
});

export const dashboardSectionSchema = z.object({
  total: z.number().int().nonnegative(),
  items: z.array(dashboardItemSchema),
});

/** A figure of the current month: a count or an amount of money, opening the list of what it counts. */
export const monthFigureSchema = z.object({
  label: z.string(),
  value: z.number(),
  kind: z.enum(['count', 'money']).default('count'),
  /** A path on this site listing the records counted (null: no page shows exactly them). */
  link: z.string().nullable().default(null),
});

export const monthFiguresSchema = z.object({
  items: z.array(monthFigureSchema),
});

export const dashboardOverviewSchema = z.object({
  pendingApprovals: dashboardSectionSchema.nullable(),
  unreadMessages: dashboardSectionSchema.nullable(),
  myProjects: dashboardSectionSchema.nullable(),
  recentCustomers: dashboardSectionSchema.nullable(),
  monthFigures: monthFiguresSchema.nullable(),
});

export type DashboardItem = z.infer<typeof dashboardItemSchema>;
export type DashboardSection = z.infer<typeof dashboardSectionSchema>;
export type MonthFigures = z.infer<typeof monthFiguresSchema>;
export type MonthFigure = z.infer<typeof monthFigureSchema>;
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
export type DashboardSectionKey = 'pendingApprovals' | 'unreadMessages' | 'myProjects' | 'recentCustomers';
