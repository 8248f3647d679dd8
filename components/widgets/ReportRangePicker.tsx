'use client';

import { DatePicker } from 'antd';
import '@/components/providers/theme/antd-picker.css';
import { businessToday } from '@/lib/client/business-time';
import type { DayRange } from '@/lib/entity/date-presets';
import { dayjsRange, useRangePresets } from './use-range-presets';

interface ReportRangePickerProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  placeholder: [string, string];
  testId?: string;
}

/** A report's period: whole days up to the business's today, with the range presets (docs/time.md, "The pickers"), never empty. */
export function ReportRangePicker({ value, onChange, placeholder, testId }: ReportRangePickerProps) {
  const presets = useRangePresets();
  const today = businessToday();
  return (
    <DatePicker.RangePicker
      value={dayjsRange(value)}
      presets={presets}
      allowClear={false}
      placeholder={placeholder}
      format="YYYY-MM-DD"
      disabledDate={(day) => day.format('YYYY-MM-DD') > today}
      onChange={(next) => {
        if (next?.[0] && next[1]) onChange({ from: next[0].format('YYYY-MM-DD'), to: next[1].format('YYYY-MM-DD') });
      }}
      data-testid={testId}
    />
  );
}
