'use client';

import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { toBusinessDayjs } from '@/lib/client/business-time';
import { presetRange, RANGE_PRESETS, type DayRange } from '@/lib/entity/date-presets';

/** A range of days as the pickers hold it (plain days: no zone moves them). */
export function dayjsRange(range: DayRange): [Dayjs, Dayjs] {
  return [toBusinessDayjs(range.from)!, toBusinessDayjs(range.to)!];
}

/**
 * The date presets (docs/time.md, "The pickers") for an antd RangePicker (today, last week, last month, last three months),
 * counted from the business's today (lib/entity/date-presets.ts), whatever the browser's zone.
 */
export function useRangePresets(): { label: string; value: [Dayjs, Dayjs] }[] {
  const t = useTranslations('entityUi.filter.presets');
  return useMemo(() => RANGE_PRESETS.map((preset) => ({ label: t(preset), value: dayjsRange(presetRange(preset)) })), [t]);
}
