'use client';

import { DatePicker, Input } from 'antd';
import { LazySelect } from '@/components/widgets/select/LazySelect';
import '@/components/providers/theme/antd-picker.css';
import { useTranslations } from 'next-intl';
import { ListFilterBar } from '@/components/entity/list/ListFilterBar';
import { UserPickerInput } from '@/components/pickers/UserPickerInput';
import { COPY_READ_STATES, INSTANCE_STATUSES } from '@/lib/contract/workflow-values';
import type { WorkbenchFilterValues } from './list-filters';
import type { WorkbenchListName } from '@/lib/contract/workflow-summary-filters';
import { useStartableProcesses } from './workbench-api';
import { FilterField } from '@/components/widgets/filter-form/FilterField';
import { SummaryFilterFields } from './SummaryFilterFields';

interface WorkbenchFilterBarProps {
  name: string;
  /** The list filtered: its summary fields are those it offers the reader. */
  list: WorkbenchListName;
  /** The applicant picker: not on my own applications. */
  applicant?: boolean;
  /** The process status: only on my own applications. */
  status?: boolean;
  /** The read state (全部 / 未读 / 已读): only on 抄送我的. */
  readState?: boolean;
  onSearch: (values: WorkbenchFilterValues) => void;
  onReset: () => void;
}

/**
 * The workbench lists' filters: process, applicant, time range and words; Enter in
 * the words field searches (the form's submit), 查询 searches, 重置 clears and searches again.
 */
export function WorkbenchFilterBar({ name, list, applicant = true, status = false, readState = false, onSearch, onReset }: WorkbenchFilterBarProps) {
  const t = useTranslations('workbench');
  const processes = useStartableProcesses();
  return (
    <ListFilterBar<WorkbenchFilterValues> name={name} label={t('filter.title')} testIdPrefix="workbench" onSearch={onSearch} onReset={onReset}>
      <FilterField name="processDefinitionKey" label={t('filter.process')}>
        <LazySelect
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('filter.allProcesses')}
          loading={processes.isLoading}
          options={(processes.data ?? []).map((p) => ({ value: p.process_key, label: p.name }))}
          data-testid="filter-process"
        />
      </FilterField>
      {applicant ? (
        <FilterField name="applicant" label={t('filter.applicant')}>
          <UserPickerInput label={t('filter.applicant')} multiple={false} />
        </FilterField>
      ) : null}
      {status ? (
        <FilterField name="status" label={t('filter.status')}>
          <LazySelect
            allowClear
            placeholder={t('filter.allStatuses')}
            options={INSTANCE_STATUSES.map((s) => ({ value: s, label: t(`status.instance.${s}`) }))}
            data-testid="filter-status"
          />
        </FilterField>
      ) : null}
      {readState ? (
        <FilterField name="read" label={t('filter.readState')}>
          <LazySelect
            allowClear
            placeholder={t('filter.allReadStates')}
            options={[{ value: 'all', label: t('filter.allReadStates') }, ...COPY_READ_STATES.map((s) => ({ value: s, label: t(`copy.${s}`) }))]}
            data-testid="filter-read"
          />
        </FilterField>
      ) : null}
      <FilterField name="range" label={t('filter.time')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('filter.from'), t('filter.to')]} />
      </FilterField>
      <FilterField name="keyword" label={t('filter.keyword')}>
        <Input allowClear placeholder={t('filter.keywordPlaceholder')} data-testid="filter-keyword" />
      </FilterField>
      <SummaryFilterFields list={list} />
    </ListFilterBar>
  );
}
