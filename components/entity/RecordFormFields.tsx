'use client';

import { Col, Form, Row, type FormRule } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import type { EntityDef, FieldDef } from '@/lib/entity/types';
import { DuplicateHint, type useDuplicateHints } from './duplicate-hints';
import { kindOf } from './fields';
import { isUploading } from './fields/upload-value';
import { isReadOnly, issueFor } from './form-values';
import { useMessageText } from './message-text';

interface RecordFormFieldsProps {
  entity: EntityDef;
  fields: readonly [string, FieldDef][];
  /** The whole form checked by the shared schema: each input shows its own complaint. */
  check: () => { success: true } | { success: false; error: { issues: Parameters<typeof issueFor>[0] } };
  duplicates: ReturnType<typeof useDuplicateHints>;
}

/** The inputs of the record form, two to a row (a field declared `span: 2` takes the whole row). */
export function RecordFormFields({ entity, fields, check, duplicates }: RecordFormFieldsProps) {
  const t = useTranslations('entityUi');
  const tAll = useTranslations();
  const text = useMessageText();
  const ruleFor = (name: string): FormRule => ({
    validator: async () => {
      const result = check();
      const issue = result.success ? undefined : issueFor(result.error.issues, name);
      if (issue) throw new Error(text(issue));
    },
  });
  const uploadRule: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (isUploading(value)) throw new Error(t('form.uploading'));
    },
  };
  return (
    <Row gutter={16}>
      {fields.map(([name, field]) => {
        const kind = kindOf(field);
        const label = tAll(field.label);
        const readOnly = isReadOnly(field);
        const rules = readOnly ? [] : field.type === 'file' || field.type === 'image' ? [uploadRule, ruleFor(name)] : [ruleFor(name)];
        const whole = field.form !== false && field.form?.span === 2;
        return (
          <Col key={name} xs={24} md={whole ? 24 : 12}>
            <Form.Item
              name={name}
              label={label}
              required={field.required === true && !readOnly}
              rules={rules}
              valuePropName={kind.valuePropName ?? 'value'}
              extra={field.help || duplicates[name] ? (
                <>
                  {field.help ? tAll(field.help) : null}
                  {duplicates[name] ? <DuplicateHint entity={entity} hint={duplicates[name]} /> : null}
                </>
              ) : undefined}
            >
              {kind.input(field, { label, entity, name, disabled: readOnly })}
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
