'use client';

import { Row } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import frame from '@/components/shell/page-frame.module.css';
import { FilterActions } from '@/components/shell/FilterActions';
import { FilterForm } from '@/components/widgets/filter-form/FilterForm';

interface ListFilterBarProps<V extends object> {
  /** The form's name: the fields' ids start with it. */
  name: string;
  /** What the panel is called for assistive technology. */
  label: string;
  /** 查询 and 重置 are `{prefix}-search` and `{prefix}-reset`. */
  testIdPrefix: string;
  testId?: string;
  initialValues?: Partial<V>;
  /** The values as typed; the list makes its filters of them. */
  onSearch: (values: V) => void;
  onReset: () => void;
  buttonsClassName?: string;
  /** The filter fields (FilterField). */
  children: ReactNode;
}

/** A list's filter panel: its fields, then 查询 and 重置; Enter in any field searches (the form's submit). */
export function ListFilterBar<V extends object>({ name, label, testIdPrefix, testId, initialValues, onSearch, onReset, buttonsClassName, children }: ListFilterBarProps<V>) {
  const t = useTranslations('entityUi.actions');
  return (
    <section className={frame.panel} aria-label={label} data-testid={testId}>
      <FilterForm<V> name={name} initialValues={initialValues} onFinish={onSearch}>
        <Row gutter={[16, 12]}>
          {children}
          <FilterActions searchLabel={t('search')} resetLabel={t('reset')} testIdPrefix={testIdPrefix} onReset={onReset} className={buttonsClassName} />
        </Row>
      </FilterForm>
    </section>
  );
}
