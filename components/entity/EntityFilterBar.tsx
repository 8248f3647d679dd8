'use client';

import { Col, Form, Input, Row } from 'antd';
import { useTranslations } from 'next-intl';
import { FULL_TEXT_MAX, FULL_TEXT_PARAM } from '@/lib/entity/full-text';
import type { EntityDef } from '@/lib/entity/types';
import { kindOf } from './fields';
import { filterFields } from './list-query';
import styles from './entity-ui.module.css';
import frame from '@/components/shell/page-frame.module.css';
import { FilterActions } from '@/components/shell/FilterActions';

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
  if (fields.length === 0 && !entity.search) return null;

  return (
    <section className={frame.panel} aria-label={t('filter.title')} data-testid="entity-filter">
      <Form
        form={form}
        name={`entity-filter-${entity.name}`}
        layout="horizontal"
        labelWrap
        onFinish={(values) => onSearch(values)}
        className={frame.filterForm}
      >
        <Row gutter={[16, 12]}>
          {entity.search && (
            <Col xs={24} sm={12} lg={8} xxl={6}>
              <Form.Item name={FULL_TEXT_PARAM} label={t('filter.keyword')} className={frame.filterItem}>
                <Input allowClear maxLength={FULL_TEXT_MAX} placeholder={t('filter.keywordHint')} data-testid="entity-filter-keyword" />
              </Form.Item>
            </Col>
          )}
          {fields.map(({ name, field, operator }) => {
            const kind = kindOf(field);
            const label = tAll(field.label);
            return (
              <Col key={name} xs={24} sm={12} lg={8} xxl={6}>
                <Form.Item name={name} label={label} className={frame.filterItem}>
                  {kind.filterInput(field, { label, entity, name, operator })}
                </Form.Item>
              </Col>
            );
          })}
          <FilterActions searchLabel={t('actions.search')} resetLabel={t('actions.reset')} testIdPrefix="entity" onReset={onReset} className={styles.filterButtons} />
        </Row>
      </Form>
    </section>
  );
}
