'use client';

import { Row } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import frame from '@/components/shell/page-frame.module.css';
import { FilterActions } from '@/components/shell/FilterActions';
import { FilterForm } from '@/components/widgets/filter-form/FilterForm';

interface FilterBarProps<V> {
  name: string;
  initialValues?: Partial<V>;
  onSearch: (values: V) => void;
  onReset: () => void;
  children: ReactNode;
}

/** The filter panel of the message lists: Enter in any field searches (the form's submit button). */
export function FilterBar<V extends object>({ name, initialValues, onSearch, onReset, children }: FilterBarProps<V>) {
  const t = useTranslations('messageCenter.filter');
  return (
    <section className={frame.panel} aria-label={t('title')}>
      <FilterForm<V> name={name} initialValues={initialValues} onFinish={onSearch}>
        <Row gutter={[16, 12]}>
          {children}
          <FilterActions searchLabel={t('search')} resetLabel={t('reset')} testIdPrefix="message" onReset={onReset} />
        </Row>
      </FilterForm>
    </section>
  );
}
