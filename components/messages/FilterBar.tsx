'use client';

import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space, type FormInstance } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './messages.module.css';

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
    <section className={styles.panel} aria-label={t('title')}>
      <Form<V> form={form} name={name} layout="horizontal" labelWrap initialValues={initialValues} onFinish={onSearch} className={styles.filterForm}>
        <Row gutter={[16, 12]}>
          {children}
          <Col xs={24} sm={12} lg={8} xxl={6}>
            <Space wrap>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="message-search">
                {t('search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                data-testid="message-reset"
                onClick={() => {
                  form.resetFields();
                  onReset();
                }}
              >
                {t('reset')}
              </Button>
            </Space>
          </Col>
        </Row>
      </Form>
    </section>
  );
}

/** One filter field, laid out like the others. */
export function FilterField({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={8} xxl={6}>
      <Form.Item name={name} label={label} className={styles.filterItem}>
        {children}
      </Form.Item>
    </Col>
  );
}
