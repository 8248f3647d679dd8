'use client';

import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { useTranslations } from 'next-intl';
import type { EntityDef } from '@/lib/entity/types';
import { kindOf } from './fields';
import { filterFields } from './list-query';
import styles from './entity-ui.module.css';

interface EntityFilterBarProps {
  entity: EntityDef;
  /** Fields the list fixes (a parent's key): nothing to filter by. */
  omit?: readonly string[];
  /** The filter values as typed; the page encodes them in the list convention. */
  onSearch: (values: Record<string, unknown>) => void;
  onReset: () => void;
}

/** The declaration's filter fields; Enter in any of them searches (the form's submit button). */
export function EntityFilterBar({ entity, omit = [], onSearch, onReset }: EntityFilterBarProps) {
  const t = useTranslations('entityUi');
  const tAll = useTranslations();
  const [form] = Form.useForm<Record<string, unknown>>();
  const fields = filterFields(entity).filter(({ name }) => !omit.includes(name));
  if (fields.length === 0) return null;

  return (
    <section className={styles.panel} aria-label={t('filter.title')} data-testid="entity-filter">
      <Form
        form={form}
        name={`entity-filter-${entity.name}`}
        layout="horizontal"
        labelWrap
        onFinish={(values) => onSearch(values)}
        className={styles.filterForm}
      >
        <Row gutter={[16, 12]}>
          {fields.map(({ name, field, operator }) => {
            const kind = kindOf(field);
            const label = tAll(field.label);
            return (
              <Col key={name} xs={24} sm={12} lg={8} xxl={6}>
                <Form.Item name={name} label={label} className={styles.filterItem}>
                  {kind.filterInput(field, { label, entity, name, operator })}
                </Form.Item>
              </Col>
            );
          })}
          <Col xs={24} sm={12} lg={8} xxl={6} className={styles.filterButtons}>
            <Space wrap>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="entity-search">
                {t('actions.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                data-testid="entity-reset"
                onClick={() => {
                  form.resetFields();
                  onReset();
                }}
              >
                {t('actions.reset')}
              </Button>
            </Space>
          </Col>
        </Row>
      </Form>
    </section>
  );
}
