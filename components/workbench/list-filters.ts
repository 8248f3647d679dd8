import { toBusinessDayjs, toInstantText } from '@/lib/client/business-time';
import type { CopyListInput } from '@/lib/contract/workflow';
import { COPY_READ_STATES, type CopyReadState } from '@/lib/contract/workflow-values';

/** The workbench filter bar's values and how they travel to the list calls (spec-2 §2.1, §9). */

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
  if (values.status) out.status = values.status as WorkbenchFilters['status'];
  if ((COPY_READ_STATES as readonly string[]).includes(values.read ?? '')) out.read = values.read as CopyReadState;
  const [from, to] = values.range ?? [null, null];
  const start = toBusinessDayjs(from);
  const end = toBusinessDayjs(to);
  if (start) out.startTime = toInstantText(start.startOf('day'))!;
  if (end) out.endTime = toInstantText(end.endOf('day'))!;
  return out;
}
