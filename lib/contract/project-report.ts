import { z } from 'zod';
import { projectEntity } from '@/lib/entities/project';
import { rangeLength, type DayRange } from '@/lib/entity/date-presets';
import { DATE_PATTERN } from '@/lib/entity/rules';

/**
 * The workspace's report tab (分析): one call answering, for a project and a range of whole days
 * (the business's time zone, both ends included), the task burn-down, the objectives' progress and
 * the budget against what is committed.
 */
export const projectReportPath = `${projectEntity.apiBase}/report`;

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
export type ProjectReportInput = z.infer<typeof projectReportInputSchema>;

/** One day of the burn-down: the tasks still open at its end (null for days still to come) and the ideal. */
export interface BurnDownDay {
  day: string;
  remaining: number | null;
  ideal: number;
}

export interface BurnDown {
  days: BurnDownDay[];
  /** The tasks open right now (not done), whatever the range. */
  remainingToday: number;
  /** The day the ideal line reaches zero: the project's end day, or the range's last day without one. */
  idealEnd: string;
}

export interface ObjectiveBar {
  objective_key: string;
  title: string;
  progress: number;
  weight: number;
}

export interface ObjectiveProgress {
  items: ObjectiveBar[];
  /** All objectives together, weighted; null without objectives. */
  overall: number | null;
}

/**
 * The budget against what is committed. Committed counts contracts in force or archived, and the
 * approved quotes no such contract was made after (so a quote turned into a contract counts once).
 * `paid` is what was actually paid: the payments recorded against the project's payment plans.
 */
export interface BudgetFigures {
  planned: number | null;
  contracts: number;
  quotesWithoutContract: number;
  committed: number;
  paid: number | null;
}

/** GET projectReportPath?projectKey=&from=&to= */
export interface ProjectReport {
  range: DayRange;
  burnDown: BurnDown;
  objectives: ObjectiveProgress;
  budget: BudgetFigures;
}
