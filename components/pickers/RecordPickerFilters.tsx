'use client';

import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { kindOf } from '@/components/entity/fields';
import { filterFields } from '@/components/entity/list-query';
import type { EntityDef } from '@/lib/entity/types';
import styles from './pickers.module.css';

/** The first filters show, the rest wait behind 展开. */
export const VISIBLE_FILTERS = 2;

interface RecordPickerFiltersProps {
  entity: EntityDef;
  /** Fields the opener fixes: nothing to filter by. */
  omit?: readonly string[];
  onSearch: (values: Record<string, unknown>) => void;
  onReset: () => void;
}

/** The entity's filter fields for the record picker, with query and reset; Enter searches. */
export function RecordPickerFilters({ entity, omit = [], onSearch, onReset }: RecordPickerFiltersProps) {
  const t = useTranslations('pickers.common');
  const tAll = useTranslations();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [expanded, setExpanded] = useState(false);
  const fields = filterFields(entity).filter(({ name }) => !omit.includes(name));
  const extra = fields.length > VISIBLE_FILTERS;

  return (
    <Form
      form={form}
      name={`record-picker-filter-${entity.name}`}
      layout="horizontal"
      onFinish={(values) => onSearch(values)}
      className={styles.filters}
      data-testid="record-picker-filters"
    >
      <Row gutter={[12, 8]}>
        {fields.map(({ name, field, operator }, index) => {
          const label = tAll(field.label);
          return (
            <Col key={name} xs={24} md={8} style={!expanded && index >= VISIBLE_FILTERS ? { display: 'none' } : undefined}>
              <Form.Item name={name} label={label}>
                {kindOf(field).filterInput(field, { label, entity, name, operator })}
              </Form.Item>
            </Col>
          );
        })}
        <Col xs={24} md={8} className={styles.filterButtons}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="record-picker-search">
            {t('search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            data-testid="record-picker-reset"
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {t('reset')}
          </Button>
          {extra ? (
            <Button type="link" onClick={() => setExpanded(!expanded)} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end" data-testid="record-picker-expand">
              {expanded ? t('collapse') : t('expand')}
            </Button>
          ) : null}
        </Col>
      </Row>
    </Form>
  );
}
