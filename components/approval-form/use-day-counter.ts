'use client';

import { useMemo } from 'react';
import useSWR from 'swr';
import { call } from '@/lib/client/call';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { countRangeDays, countsWorkingDays, rangeDayCounter, workingDaySpan, type DayCounter } from '@/lib/contract/approval-form/working-days';
import { workflowFormCalls } from '@/lib/contract/workflow-form-calls';
import { calendarOfSpan } from '@/lib/contract/working-calendar';

/** Whole years are asked for, so a person moving a range inside them asks once; three at most. */
const MAX_YEARS = 3;

/**
 * The day counter of a form being filled in: working days on the working calendar (holidays,
 * make-up workdays, the company's days) for the years its working-day ranges span, the same data
 * the server counts with; weekends only until it has arrived or for a span beyond three years.
 */
export function useDayCounter(design: FormDesign, submitted: Record<string, unknown>): DayCounter {
  const span = countsWorkingDays(design) ? workingDaySpan(design, submitted) : null;
  const first = span ? Number(span.from.slice(0, 4)) : 0;
  const last = span ? Number(span.to.slice(0, 4)) : 0;
  const query = span && last - first < MAX_YEARS ? { from: `${first}-01-01`, to: `${last}-12-31` } : null;
  const { data } = useSWR(query ? [workflowFormCalls.workingDays.path, query.from, query.to] : null, () => call(workflowFormCalls.workingDays, query!, { silent: true }), {
    revalidateOnFocus: false,
  });
  return useMemo(() => (data ? rangeDayCounter(calendarOfSpan(data)) : countRangeDays), [data]);
}
