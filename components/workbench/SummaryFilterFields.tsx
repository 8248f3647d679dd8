'use client';

import { Input } from 'antd';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { FieldOf } from '@/components/entity/fields/kind';
import { FilterField } from '@/components/widgets/filter-form/FilterField';
import { useFilterForm } from '@/components/widgets/filter-form/filter-form-context';
import { LazySelect } from '@/components/widgets/select/LazySelect';
import { isSummaryField, SUMMARY_LIMIT } from '@/lib/workflow/summary-fields';
import { exactSummaryValue, SUMMARY_SORT_FIELD, summaryFilterName } from './list-filters';
import { useStartForm } from './workbench-api';

const FigureRangeInput = dynamic(() => import('@/components/entity/fields/number-inputs').then((m) => m.FigureRangeInput));
/** A summary figure is any number the applicant typed: grouped, decimals as typed. */
const FIGURE = { type: 'number', label: '' } as FieldOf<'number'>;

/**
 * With a process chosen, its summary fields (amount, counterparty, ...) join the workbench filters:
 * bounds for a figure, words for a text, the option for a choice; and the list can be ordered by one
 * of them. Choosing another process clears them, since its fields are others.
 */
export function SummaryFilterFields() {
  const t = useTranslations('workbench.filter');
  const tBool = useTranslations('entityUi.bool');
  const form = useFilterForm();
  const chosen = form.values.processDefinitionKey;
  const processKey = typeof chosen === 'string' && chosen ? chosen : undefined;
  const startForm = useStartForm(processKey ?? null);
  const fields = (startForm.data?.fields ?? []).filter((f) => isSummaryField(f.properties)).slice(0, SUMMARY_LIMIT);

  const shownFor = useRef(processKey);
  useEffect(() => {
    if (shownFor.current === processKey) return;
    shownFor.current = processKey;
    for (const name of Object.keys(form.values)) if (name.startsWith(summaryFilterName('')) || name === SUMMARY_SORT_FIELD) form.setValue(name, undefined);
  }, [form, processKey]);

  if (!processKey || fields.length === 0) return null;
  return (
    <>
      {fields.map((field) => {
        const label = field.label ?? field.id;
        const name = summaryFilterName(field.id);
        let input;
        if (field.type === 'long') input = <FigureRangeInput field={FIGURE} />;
        else if (field.type === 'enum') input = <LazySelect allowClear placeholder={t('summaryAny')} options={field.enum_values.map((v) => ({ value: exactSummaryValue(v.id), label: v.name }))} />;
        else if (field.type === 'boolean') input = <LazySelect allowClear placeholder={t('summaryAny')} options={[{ value: exactSummaryValue('true'), label: tBool('yes') }, { value: exactSummaryValue('false'), label: tBool('no') }]} />;
        else input = <Input allowClear placeholder={t('summaryWords', { label })} data-testid={`filter-summary-${field.id}`} />;
        return (
          <FilterField key={field.id} name={name} label={label}>
            {input}
          </FilterField>
        );
      })}
      <FilterField name={SUMMARY_SORT_FIELD} label={t('summarySort')}>
        <LazySelect
          allowClear
          placeholder={t('summarySortDefault')}
          options={fields.flatMap((field) => (['desc', 'asc'] as const).map((order) => ({
            value: `${field.id}:${order}`,
            label: t(field.type === 'long' ? `summarySortFigure.${order}` : `summarySortText.${order}`, { label: field.label ?? field.id }),
          })))}
          data-testid="filter-summary-sort"
        />
      </FilterField>
    </>
  );
}
