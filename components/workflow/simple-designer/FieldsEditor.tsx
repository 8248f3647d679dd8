'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Select, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { FIELD_KINDS, type FlowField, type FlowFieldKind } from '@/lib/workflow/simple-flow/schema';
import { isKeyOf, keyFromName, uniqueKey } from '@/lib/contract/name-keys';
import styles from './simple-designer.module.css';

const FIELD_ID = /^[A-Za-z_][\w]{0,63}$/;
const FIELD_ID_LENGTH = 64;

/**
 * The start form's fields as the simple designer knows them (id, label, kind, options, required).
 * A form designer may supply the same list; conditions and delays read it. A field's id follows its
 * name (金额 → jine) until one is typed (lib/contract/name-keys.ts).
 */
export function FieldsEditor({ fields, onChange }: { fields: FlowField[]; onChange: (next: FlowField[]) => void }) {
  const t = useTranslations('simpleDesigner.drawer');
  const set = (i: number, next: Partial<FlowField>) => onChange(fields.map((f, j) => (j === i ? { ...f, ...next } : f)));
  const rename = (i: number, field: FlowField, label: string) => {
    const follows = /^field\d+$/.test(field.id) || isKeyOf(field.id, field.label, { fallback: 'field', maxLength: FIELD_ID_LENGTH });
    const others = new Set(fields.filter((_, j) => j !== i).map((f) => f.id));
    set(i, follows ? { label, id: uniqueKey(keyFromName(label, { fallback: 'field', maxLength: FIELD_ID_LENGTH }), others, FIELD_ID_LENGTH) } : { label });
  };
  const add = () => {
    let n = fields.length + 1;
    while (fields.some((f) => f.id === `field${n}`)) n += 1;
    onChange([...fields, { id: `field${n}`, label: `${t('fieldLabel')}${n}`, kind: 'number', options: [], required: true }]);
  };
  return (
    <div data-testid="simple-fields">
      <Typography.Text strong>{t('fields')}</Typography.Text>
      <Typography.Paragraph type="secondary">{t('fieldsHint')}</Typography.Paragraph>
      {fields.map((field, i) => (
        <div key={i}>
          <div className={styles.fieldRow} data-testid="simple-field">
            <Input value={field.id} onChange={(e) => set(i, { id: e.target.value.trim() })} status={FIELD_ID.test(field.id) ? undefined : 'error'} placeholder={t('fieldId')} aria-label={t('fieldId')} data-testid="simple-field-id" />
            <Input value={field.label} onChange={(e) => rename(i, field, e.target.value)} placeholder={t('fieldLabel')} aria-label={t('fieldLabel')} data-testid="simple-field-label" />
            <Select value={field.kind} onChange={(kind: FlowFieldKind) => set(i, { kind, options: kind === 'choice' ? field.options : [] })} options={FIELD_KINDS.map((k) => ({ value: k, label: t(`fieldKinds.${k}`) }))} aria-label={t('fieldKind')} data-testid="simple-field-kind" />
            <Checkbox checked={field.required} onChange={(e) => set(i, { required: e.target.checked })}>{t('fieldRequired')}</Checkbox>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('removeField')} onClick={() => onChange(fields.filter((_, j) => j !== i))} />
          </div>
          {FIELD_ID.test(field.id) ? null : <Typography.Text type="danger">{t('fieldIdInvalid')}</Typography.Text>}
          {field.kind === 'choice' ? (
            <Select
              mode="tags"
              value={field.options.map((o) => o.value)}
              onChange={(values: string[]) => set(i, { options: values.map((v) => ({ value: v, label: field.options.find((o) => o.value === v)?.label ?? v })) })}
              placeholder={t('fieldOptionsPlaceholder')}
              aria-label={t('fieldOptions')}
              style={{ width: '100%', marginBottom: 8 }}
              data-testid="simple-field-options"
            />
          ) : null}
        </div>
      ))}
      <Button type="dashed" block icon={<PlusOutlined />} onClick={add} data-testid="simple-field-add">
        {t('addField')}
      </Button>
    </div>
  );
}
