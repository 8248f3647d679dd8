import { z } from 'zod';
import { rangeLength } from '@/lib/entity/date-presets';
import { DATE_PATTERN } from '@/lib/entity/rules';

/**
 * The workspace's report tab (分析): one call answering, for a project and a range of whole days
 * (the business's time zone, both ends included), the task burn-down, the objectives' progress and
 * the budget against what is committed (projectReportPath in project-paths.ts).
 */

/** Longest range the report answers: a year and a day (a leap year's worth of days). */
export const MAX_PROJECT_REPORT_DAYS = 367;

export const projectReportInputSchema = z
  .object({
    projectKey: z.string().trim().min(1, 'entity.project.validation.keyRequired').max(64),
    from: z.string().regex(DATE_PATTERN, 'validation.date?label=project.report.range.from'),
    to: z.string().regex(DATE_PATTERN, 'validation.date?label=project.report.range.to'),
  })
  .refine((r) => r.from <= r.to, { message: 'project.report.errors.rangeOrder', path: ['to'] })
  .refine((r) => r.from > r.to || rangeLength(r) <= MAX_PROJECT_REPORT_DAYS, { message: 'project.report.errors.rangeTooLong', path: ['to'] });

/** One day of the burn-down: the tasks still open at its end (null for days still to come) and the ideal. */
export const burnDownDaySchema = z.strictObject({ day: z.string(), remaining: z.number().nullable(), ideal: z.number() });
export type BurnDownDay = z.infer<typeof burnDownDaySchema>;

export const burnDownSchema = z.strictObject({
  days: z.array(burnDownDaySchema),
  /** The tasks open right now (not done), whatever the range. */
  remainingToday: z.number(),
  /** The day the ideal line reaches zero: the project's end day, or the range's last day without one. */
  idealEnd: z.string(),
});
export type BurnDown = z.infer<typeof burnDownSchema>;

export const objectiveBarSchema = z.strictObject({ objective_key: z.string(), title: z.string(), progress: z.number(), weight: z.number() });
export type ObjectiveBar = z.infer<typeof objectiveBarSchema>;

export const objectiveProgressSchema = z.strictObject({
  items: z.array(objectiveBarSchema),
  /** All objectives together, weighted; null without objectives. */
  overall: z.number().nullable(),
});
export type ObjectiveProgress = z.infer<typeof objectiveProgressSchema>;

/**
 * The budget against what is committed. Committed counts contracts in force or archived, and the
 * approved quotes no such contract was made after (so a quote turned into a contract counts once).
 * `paid` is what was actually paid: the payments recorded against the project's payment plans.
 */
export const budgetFiguresSchema = z.strictObject({
  planned: z.number().nullable(),
  contracts: z.number(),
  quotesWithoutContract: z.number(),
  committed: z.number(),
  paid: z.number().nullable(),
});
export type BudgetFigures = z.infer<typeof budgetFiguresSchema>;

/** GET projectReportPath?projectKey=&from=&to= */
export const projectReportSchema = z.strictObject({
  range: z.strictObject({ from: z.string(), to: z.string() }),
  burnDown: burnDownSchema,
  objectives: objectiveProgressSchema,
  budget: budgetFiguresSchema,
});
export type ProjectReport = z.infer<typeof projectReportSchema>;
