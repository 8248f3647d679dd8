'use client';

import { Col, Form, Row, type FormInstance } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import frame from '@/components/shell/page-frame.module.css';
import { FilterActions } from '@/components/shell/FilterActions';

interface FilterBarProps<V> {
  name: string;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  onSearch: (values: V) => void;
  onReset: () => void;
  children: ReactNode;
}

/** The filter panel of the message lists: Enter in any field searches (the form's submit button). */
export function FilterBar<V extends object>({ name, form, initialValues, onSearch, onReset, children }: FilterBarProps<V>) {
  const t = useTranslations('messageCenter.filter');
  return (
    <section className={frame.panel} aria-label={t('title')}>
      <Form<V> form={form} name={name} layout="horizontal" labelWrap initialValues={initialValues} onFinish={onSearch} className={frame.filterForm}>
        <Row gutter={[16, 12]}>
          {children}
          <FilterActions searchLabel={t('search')} resetLabel={t('reset')} testIdPrefix="message" onReset={onReset} />
        </Row>
      </Form>
    </section>
  );
}

/** One filter field, laid out like the others. */
export function FilterField({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={8} xxl={6}>
      <Form.Item name={name} label={label} className={frame.filterItem}>
        {children}
      </Form.Item>
    </Col>
  );
}
