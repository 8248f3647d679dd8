'use client';

import { Col, DatePicker, Input, Row, Select } from 'antd';
import '@/components/providers/theme/antd-picker.css';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { UserPickerInput } from '@/components/pickers/UserPickerInput';
import { INSTANCE_STATUSES } from '@/lib/contract/workflow-values';
import type { WorkbenchFilterValues } from './list-filters';
import { useStartableProcesses } from './workbench-api';
import frame from '@/components/shell/page-frame.module.css';
import { FilterActions } from '@/components/shell/FilterActions';
import { FilterForm } from '@/components/widgets/filter-form/FilterForm';
import { FilterItem } from '@/components/widgets/filter-form/FilterItem';

interface WorkbenchFilterBarProps {
  name: string;
  /** The applicant picker: not on my own applications. */
  applicant?: boolean;
  /** The process status: only on my own applications. */
  status?: boolean;
  onSearch: (values: WorkbenchFilterValues) => void;
  onReset: () => void;
}

function Field({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={8} xxl={6}>
      <FilterItem name={name} label={label}>
        {children}
      </FilterItem>
    </Col>
  );
}

/**
 * The workbench lists' filters (spec-2 §2.1): process, applicant, time range and words; Enter in
 * the words field searches (the form's submit), 查询 searches, 重置 clears and searches again.
 */
export function WorkbenchFilterBar({ name, applicant = true, status = false, onSearch, onReset }: WorkbenchFilterBarProps) {
  const t = useTranslations('workbench');
  const processes = useStartableProcesses();
  return (
    <section className={frame.panel} aria-label={t('filter.title')}>
      <FilterForm<WorkbenchFilterValues> name={name} onFinish={onSearch}>
        <Row gutter={[16, 12]}>
          <Field name="processDefinitionKey" label={t('filter.process')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('filter.allProcesses')}
              loading={processes.isLoading}
              options={(processes.data ?? []).map((p) => ({ value: p.process_key, label: p.name }))}
              data-testid="filter-process"
            />
          </Field>
          {applicant ? (
            <Field name="applicant" label={t('filter.applicant')}>
              <UserPickerInput label={t('filter.applicant')} multiple={false} />
            </Field>
          ) : null}
          {status ? (
            <Field name="status" label={t('filter.status')}>
              <Select
                allowClear
                placeholder={t('filter.allStatuses')}
                options={INSTANCE_STATUSES.map((s) => ({ value: s, label: t(`status.instance.${s}`) }))}
                data-testid="filter-status"
              />
            </Field>
          ) : null}
          <Field name="range" label={t('filter.time')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('filter.from'), t('filter.to')]} />
          </Field>
          <Field name="keyword" label={t('filter.keyword')}>
            <Input allowClear placeholder={t('filter.keywordPlaceholder')} data-testid="filter-keyword" />
          </Field>
          <FilterActions searchLabel={t('filter.search')} resetLabel={t('filter.reset')} testIdPrefix="workbench" onReset={onReset} />
        </Row>
      </FilterForm>
    </section>
  );
}
