'use client';

import { InputNumber, Select, Space } from 'antd';
import '@/components/providers/theme/antd-input-number.css';
import { useTranslations } from 'next-intl';
import { DURATION_UNITS, fromIsoDuration, toIsoDuration, type DurationUnit } from '@/lib/workflow/simple-flow/duration';

/** A duration as a whole number of minutes, hours or days (written as ISO 8601). */
export function DurationInput({ value, onChange, testId }: { value: string; onChange: (iso: string) => void; testId: string }) {
  const t = useTranslations('simpleDesigner.drawer');
  const current = fromIsoDuration(value) ?? { amount: 1, unit: 'H' as DurationUnit };
  return (
    <Space.Compact>
      <InputNumber min={1} max={9999} precision={0} value={current.amount} onChange={(amount) => amount && onChange(toIsoDuration({ ...current, amount }))} data-testid={`${testId}-amount`} />
      <Select
        value={current.unit}
        onChange={(unit: DurationUnit) => onChange(toIsoDuration({ ...current, unit }))}
        options={DURATION_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
        style={{ width: 96 }}
        data-testid={`${testId}-unit`}
      />
    </Space.Compact>
  );
}
