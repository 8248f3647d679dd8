'use client';

import { Col, Form, Row, Typography, type FormInstance } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import type { FirstChild } from '@/lib/entity/features/first-children/first-children';
import { kindOf } from '../../fields';
import { checkFirstChild, firstChildFieldName } from './first-child-values';
import { useMessageText } from '../../message-text';
import styles from '../../entity-ui.module.css';

interface FirstChildFieldsProps {
  first: FirstChild;
  /** The new record's name, for the hint (客户). */
  entityLabel: string;
  form: FormInstance<Record<string, unknown>>;
}

/**
 * A section of a new record's form for its first child of a kind (a customer's first contact):
 * the child's declared fields, checked by the child's own rules once any of them is filled in.
 */
export function FirstChildFields({ first, entityLabel, form }: FirstChildFieldsProps) {
  const t = useTranslations('entityUi.form');
  const tAll = useTranslations();
  const text = useMessageText();
  const rule = (field: string) => ({
    validator: async () => {
      const { errors } = checkFirstChild(first, form.getFieldValue(firstChildFieldName(first, field).slice(0, 2)), text);
      const mine = errors.find((e) => e.name[2] === field);
      if (mine) throw new Error(mine.errors[0]);
    },
  });
  return (
    <section data-testid="first-child" data-entity={first.child.name}>
      <Typography.Title level={5} className={styles.firstChildTitle}>{tAll(first.label)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('firstChildHint', { entity: entityLabel })}</Typography.Paragraph>
      <Row gutter={16}>
        {first.fields.map(([name, field]) => {
          const label = tAll(field.label);
          const kind = kindOf(field);
          const whole = field.form !== false && field.form?.span === 2;
          return (
            <Col key={name} xs={24} md={whole ? 24 : 12}>
              <Form.Item name={firstChildFieldName(first, name)} label={label} required={field.required === true} rules={[rule(name)]} valuePropName={kind.valuePropName ?? 'value'}>
                {kind.input(field, { label, entity: first.child, name })}
              </Form.Item>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
