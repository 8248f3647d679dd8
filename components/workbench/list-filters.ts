import { toBusinessDayjs, toInstantText } from '@/lib/client/business-time';
import type { CopyListInput, SummaryCondition } from '@/lib/contract/workflow';
import { COPY_READ_STATES, SORT_ORDERS, type SortOrder } from '@/lib/contract/workflow-values';

/** The workbench filter bar's values and how they travel to the list calls (docs/workflow.md, "The workbench"). */

export interface WorkbenchFilterValues {
  processDefinitionKey?: string;
  /** The applicant picker holds one user key (or a list with one). */
  applicant?: string | string[] | null;
  /** RangePicker: two Dayjs values (whole days). */
  range?: readonly [unknown, unknown] | null;
  keyword?: string;
  status?: string;
  /** 抄送我的: unread or read; blank or all for both. */
  read?: string;
  /** The order by a summary field: `{field}:asc` or `{field}:desc`. */
  summarySort?: string;
  /** A summary field's condition (summaryFilterName): words, an option (exactSummaryValue), or a figure's two bounds. */
  [summary: `summary.${string}`]: unknown;
}

const SUMMARY_PREFIX = 'summary.';
/** The filter form's name of a summary field's condition. */
export const summaryFilterName = (field: string) => `${SUMMARY_PREFIX}${field}` as const;
export const SUMMARY_SORT_FIELD = 'summarySort';
/** A choice's value (an option's id, true or false) is matched exactly; typed words are looked for within. */
const EXACT = '=';
export const exactSummaryValue = (value: string) => `${EXACT}${value}`;

function summaryCondition(field: string, value: unknown): SummaryCondition | null {
  if (Array.isArray(value)) {
    const [min, max] = value.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined));
    return min === undefined && max === undefined ? null : { field, min, max };
  }
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (value.startsWith(EXACT)) return { field, value: value.slice(EXACT.length) };
  return { field, text: value.trim() };
}

/** The summary conditions and order the bar holds; none without a process (the fields are the process's). */
function summaryFilters(values: WorkbenchFilterValues): Pick<WorkbenchFilters, 'summary' | 'summarySort'> {
  if (!values.processDefinitionKey) return {};
  const out: Pick<WorkbenchFilters, 'summary' | 'summarySort'> = {};
  const conditions = Object.entries(values).flatMap(([name, value]) => {
    if (!name.startsWith(SUMMARY_PREFIX)) return [];
    const condition = summaryCondition(name.slice(SUMMARY_PREFIX.length), value);
    return condition ? [condition] : [];
  });
  if (conditions.length) out.summary = conditions;
  const [field, order] = (values.summarySort ?? '').split(':');
  if (field && (SORT_ORDERS as readonly string[]).includes(order ?? '')) out.summarySort = { field, order: order as SortOrder };
  return out;
}

/** The task lists' filters, and 抄送我的's read state. */
export type WorkbenchFilters = Omit<CopyListInput, 'pageNo' | 'pageSize'>;

/**
 * The call's filters: blanks dropped, words trimmed, the range as the first and last instant of
 * the chosen days in the business time zone (ISO with the offset, so the server reads the same instants).
 */
export function listFilters(values: WorkbenchFilterValues): WorkbenchFilters {
  const out: WorkbenchFilters = {};
  if (values.processDefinitionKey) out.processDefinitionKey = values.processDefinitionKey;
  const applicant = Array.isArray(values.applicant) ? values.applicant[0] : values.applicant;
  if (applicant) out.applicant = applicant;
  const keyword = values.keyword?.trim();
  if (keyword) out.keyword = keyword;
  if (values.status) out.status = values.status;
  if ((COPY_READ_STATES as readonly string[]).includes(values.read ?? '')) out.read = values.read;
  const [from, to] = values.range ?? [null, null];
  const start = toBusinessDayjs(from);
  const end = toBusinessDayjs(to);
  if (start) out.startTime = toInstantText(start.startOf('day'))!;
  if (end) out.endTime = toInstantText(end.endOf('day'))!;
  return { ...out, ...summaryFilters(values) };
}
