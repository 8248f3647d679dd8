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
});

export const dashboardSectionSchema = z.object({
  total: z.number().int().nonnegative(),
  items: z.array(dashboardItemSchema),
});

export const monthFiguresSchema = z.object({
  items: z.array(z.object({ label: z.string(), value: z.number() })),
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
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
export type DashboardSectionKey = 'pendingApprovals' | 'unreadMessages' | 'myProjects' | 'recentCustomers';
