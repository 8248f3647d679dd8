import dayjs from 'dayjs';
import { WORKBENCH_PAGE_SIZES } from '@/lib/contract/workflow-values';
import type { TaskListInput } from '@/lib/contract/workflow';

/** The workbench filter bar's values and how they travel to the list calls (spec-2 §2.1, §9). */

export interface WorkbenchFilterValues {
  processDefinitionKey?: string;
  /** The applicant picker holds one user key (or a list with one). */
  applicant?: string | string[] | null;
  /** RangePicker: two Dayjs values (whole days). */
  range?: readonly [unknown, unknown] | null;
  keyword?: string;
  status?: string;
}

export type WorkbenchFilters = Omit<TaskListInput, 'pageNo' | 'pageSize'>;

const toDay = (value: unknown) => {
  if (value === null || value === undefined || value === '') return null;
  const day = dayjs.isDayjs(value) ? value : dayjs(value as string);
  return day.isValid() ? day : null;
};

/**
 * The call's filters: blanks dropped, words trimmed, the range as the first and last instant of
 * the chosen days in the browser's time zone (ISO, so the server reads the same instants).
 */
export function listFilters(values: WorkbenchFilterValues): WorkbenchFilters {
  const out: WorkbenchFilters = {};
  if (values.processDefinitionKey) out.processDefinitionKey = values.processDefinitionKey;
  const applicant = Array.isArray(values.applicant) ? values.applicant[0] : values.applicant;
  if (applicant) out.applicant = applicant;
  const keyword = values.keyword?.trim();
  if (keyword) out.keyword = keyword;
  if (values.status) out.status = values.status as WorkbenchFilters['status'];
  const [from, to] = values.range ?? [null, null];
  const start = toDay(from);
  const end = toDay(to);
  if (start) out.startTime = start.startOf('day').toISOString();
  if (end) out.endTime = end.endOf('day').toISOString();
  return out;
}

export const DEFAULT_WORKBENCH_PAGE_SIZE: number = WORKBENCH_PAGE_SIZES[0];

/** A page size the lists accept; anything else falls back to 10. */
export function workbenchPageSize(size: number): number {
  return (WORKBENCH_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_WORKBENCH_PAGE_SIZE;
}
