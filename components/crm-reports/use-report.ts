'use client';

import { useState } from 'react';
import useSWR from 'swr';
import type { ApiError } from '@/lib/client/api-error';
import { call } from '@/lib/client/call';
import type { Call } from '@/lib/contract/call';
import type { ReportInput, ReportUser } from '@/lib/contract/crm-reports';
import { presetRange, type DayRange, type RangePreset } from '@/lib/entity/date-presets';

/** One report call (lib/contract/crm-calls.ts) for the chosen range and person; failures were toasted by the client already. */
export function useReport<T>(report: Call<ReportInput, T>, input: ReportInput) {
  return useSWR<T, ApiError>([report.path, JSON.stringify(input)], () => call(report, input), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** What a report page asks for: a range (a preset to start with) and optionally one person. */
export function useReportInput(preset: RangePreset): {
  input: ReportInput;
  setRange: (range: DayRange) => void;
  setUser: (userKey: string | undefined) => void;
} {
  const [range, setRange] = useState<DayRange>(() => presetRange(preset));
  const [userKey, setUser] = useState<string | undefined>(undefined);
  return { input: { ...range, ...(userKey ? { user_key: userKey } : {}) }, setRange, setUser };
}

/**
 * The people a page may choose from: every answer for everyone names them all; an answer for one
 * person names only that one, so the widest list seen is kept.
 */
export function useScopeUsers(users: ReportUser[] | undefined, filtered: boolean): ReportUser[] {
  const [known, setKnown] = useState<ReportUser[]>([]);
  if (users && !filtered && users !== known && JSON.stringify(users) !== JSON.stringify(known)) setKnown(users);
  return known.length ? known : (users ?? []);
}
