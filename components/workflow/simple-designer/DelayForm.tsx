'use client';

import { Radio, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { FieldRow } from '@/components/workflow/designer/panel/sections/FieldRow';
import type { DelayNode, FlowField } from '@/lib/workflow/simple-flow/schema';
import { DurationInput } from './DurationInput';
import { WorkingTimeCheck } from './WorkingTimeCheck';

/** A delay: a length of time, or until a date field of the start form. */
export function DelayForm({ node, fields, onChange }: { node: DelayNode; fields: readonly FlowField[]; onChange: (node: DelayNode) => void }) {
  const t = useTranslations('simpleDesigner.drawer');
  const dates = fields.filter((f) => f.kind === 'date');
  const wait = node.wait;
  return (
    <>
      <FieldRow label={t('waitKind')}>
        <Radio.Group
          value={node.wait.kind}
          onChange={(e) => onChange({ ...node, wait: e.target.value === 'field' ? { kind: 'field', field: dates[0]?.id ?? '' } : { kind: 'duration', duration: 'PT1H' } })}
          options={(['duration', 'field'] as const).map((k) => ({ value: k, label: t(`waitKinds.${k}`) }))}
          data-testid="simple-delay-kind"
        />
      </FieldRow>
      {wait.kind === 'duration' ? (
        <FieldRow label={t('waitAmount')}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <DurationInput value={wait.duration} onChange={(duration) => onChange({ ...node, wait: { ...wait, duration } })} testId="simple-delay" />
            <WorkingTimeCheck checked={wait.workingTime === true} onChange={(workingTime) => onChange({ ...node, wait: { ...wait, workingTime } })} testId="simple-delay-working" />
          </div>
        </FieldRow>
      ) : (
        <FieldRow label={t('waitField')}>
          <Select
            value={wait.field || undefined}
            placeholder={t('fieldPlaceholder')}
            onChange={(field: string) => onChange({ ...node, wait: { kind: 'field', field } })}
            options={dates.map((f) => ({ value: f.id, label: f.label }))}
            data-testid="simple-delay-field"
          />
        </FieldRow>
      )}
    </>
  );
}
