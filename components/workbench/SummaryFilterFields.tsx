'use client';

import { Input } from 'antd';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { FieldOf } from '@/components/entity/fields/kind';
import { FilterField } from '@/components/widgets/filter-form/FilterField';
import { useFilterForm } from '@/components/widgets/filter-form/filter-form-context';
import { LazySelect } from '@/components/widgets/select/LazySelect';
import type { SummaryFilterField, WorkbenchListName } from '@/lib/contract/workflow-summary-filters';
import { exactSummaryValue, SUMMARY_SORT_FIELD, summaryFilterName } from './list-filters';
import { useSummaryFilterFields } from './summary-filter-api';

const FigureRangeInput = dynamic(() => import('@/components/entity/fields/number-inputs').then((m) => m.FigureRangeInput));
/** A summary figure is any number the applicant typed: grouped, decimals as typed. */
const FIGURE = { type: 'number', label: '' } as FieldOf<'number'>;

/**
 * With a process chosen, the summary fields the list offers for it (amount, counterparty, ...; a
 * designed form's 列表摘要 or a BPMN form's summary fields, less those hidden from the reader) join
 * the workbench filters: bounds for a figure, words for a text (a person, a department or a record
 * by name), the option for a choice, yes or no; and the list can be ordered by those that order.
 * Choosing another process clears them, since its fields are others.
 */
export function SummaryFilterFields({ list }: { list: WorkbenchListName }) {
  const t = useTranslations('workbench.filter');
  const tBool = useTranslations('entityUi.bool');
  const form = useFilterForm();
  const chosen = form.values.processDefinitionKey;
  const processKey = typeof chosen === 'string' && chosen ? chosen : undefined;
  const fields = useSummaryFilterFields(processKey ?? null, list).data ?? [];
  const ordering = fields.filter((f): f is SummaryFilterField & { order: NonNullable<SummaryFilterField['order']> } => f.order !== undefined);

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
        const { label } = field;
        const name = summaryFilterName(field.id);
        let input;
        if (field.filter === 'figure') input = <FigureRangeInput field={FIGURE} />;
        else if (field.filter === 'option') input = <LazySelect allowClear placeholder={t('summaryAny')} options={(field.options ?? []).map((o) => ({ value: exactSummaryValue(o.value), label: o.label }))} data-testid={`filter-summary-${field.id}`} />;
        else if (field.filter === 'yesNo') input = <LazySelect allowClear placeholder={t('summaryAny')} options={[{ value: exactSummaryValue('true'), label: tBool('yes') }, { value: exactSummaryValue('false'), label: tBool('no') }]} data-testid={`filter-summary-${field.id}`} />;
        else input = <Input allowClear placeholder={t('summaryWords', { label })} data-testid={`filter-summary-${field.id}`} />;
        return (
          <FilterField key={field.id} name={name} label={label}>
            {input}
          </FilterField>
        );
      })}
      {ordering.length ? (
        <FilterField name={SUMMARY_SORT_FIELD} label={t('summarySort')}>
          <LazySelect
            allowClear
            placeholder={t('summarySortDefault')}
            options={ordering.flatMap((field) => (['desc', 'asc'] as const).map((order) => ({
              value: `${field.id}:${order}`,
              label: t(field.order === 'figure' ? `summarySortFigure.${order}` : `summarySortText.${order}`, { label: field.label }),
            })))}
            data-testid="filter-summary-sort"
          />
        </FilterField>
      ) : null}
    </>
  );
}
