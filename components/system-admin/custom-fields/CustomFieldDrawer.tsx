'use client';

import { Button, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import '@/components/providers/theme/antd-drawer.css';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-input-number.css';
import '@/components/providers/theme/antd-switch.css';
import { useLocale, useTranslations } from 'next-intl';
import { nameIn } from '@/lib/entity/english-name';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { fieldErrors } from '@/components/entity/form-values';
import { useMessageText } from '@/components/entity/message-text';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { usePhone } from '@/components/providers/phone-hint';
import { call } from '@/lib/client/call';
import { customFieldCalls } from '@/lib/contract/custom-field-calls';
import { roleCalls } from '@/lib/contract/role-calls';
import {
  COMPUTED_RESULT_TYPES,
  CUSTOM_FIELD_SENSITIVE_KINDS,
  FORMULA_MAX,
  ROLLUP_AGGREGATES,
  CUSTOM_FIELD_TYPES,
  customFieldInputSchema,
  type CustomFieldDefinition,
  type CustomFieldType,
} from '@/lib/contract/custom-fields';
import { ENTITIES } from '@/lib/entities';
import { CUSTOM_COLUMN_PREFIX } from '@/lib/entity/custom-fields';
import { saveField } from './custom-field-calls';
import styles from './custom-fields.module.css';

interface CustomFieldDrawerProps {
  entity: string;
  /** The kind's fields by label, for a formula to name. */
  fieldLabels: readonly string[];
  /** The field to change; null adds one. */
  definition: CustomFieldDefinition | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The types a saved field may still become: its own and those that keep its data (the server says the same). */
const WIDER: Partial<Record<CustomFieldType, CustomFieldType[]>> = { text: ['textarea'], dict: ['multiDict'] };
const TEXT_TYPES: ReadonlySet<CustomFieldType> = new Set(['text', 'textarea']);
const NUMBER_TYPES: ReadonlySet<CustomFieldType> = new Set(['number', 'money']);

type Values = Record<string, unknown>;

function startingValues(entity: string, definition: CustomFieldDefinition | null): Values {
  if (!definition) return { entity, type: 'text', resultType: 'money', aggregate: 'sum', readRoles: [], editRoles: [], required: false, filter: false, search: false, listShown: true, sortable: false, wide: false, integer: false, multiple: false };
  return { ...definition.options, entity, key: definition.key, version: definition.version, name: definition.column.slice(CUSTOM_COLUMN_PREFIX.length), label: definition.label, labelEn: definition.labelEn, type: definition.type };
}

/** The dictionaries an administrator may choose from (the 数据字典 of 系统管理). */
function useDictionaries(needed: boolean) {
  return useSWR(needed ? ['custom-fields:dictionaries'] : null, () =>
    call(customFieldCalls.dictionaries, { pageSize: 200, column: 'dict_code', order: 'asc' }));
}

/** The roles an administrator may limit a field to, by code (every role, in code order). */
function useRoles() {
  return useSWR(['custom-fields:roles'], () => call(roleCalls.all));
}

/** 新增字段 / 编辑字段: the definition's form, checked by the rules the server checks it with. */
export function CustomFieldDrawer({ entity, fieldLabels, definition, onClose, onSaved }: CustomFieldDrawerProps) {
  const t = useTranslations('customFields.page');
  const tAll = useTranslations();
  const text = useMessageText();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const phone = usePhone();
  const type = (Form.useWatch('type', form) ?? definition?.type ?? 'text') as CustomFieldType;
  const { data: dictionaries } = useDictionaries(type === 'dict' || type === 'multiDict');
  const locale = useLocale();
  const { data: roles } = useRoles();
  const roleOptions = (roles ?? []).map((r) => ({ value: r.role_code, label: nameIn(locale, r.role_name, r.role_name_en) }));
  const allowedTypes = definition ? [definition.type, ...(WIDER[definition.type] ?? [])] : CUSTOM_FIELD_TYPES;
  const typeOptions = allowedTypes.map((value) => ({ value, label: tAll(`customFields.types.${value}`) }));
  const kindOptions = useMemo(() => ENTITIES.filter((e) => !e.parent).map((e) => ({ value: e.name, label: tAll(e.label) })), [tAll]);
  const childName = Form.useWatch('childEntity', form) as string | undefined;
  const child = childName ? ENTITIES.find((e) => e.name === childName) : undefined;
  const childOptions = useMemo(() => ENTITIES.filter((e) => e.parent && 'entity' in e.parent && e.parent.entity === entity).map((e) => ({ value: e.name, label: tAll(e.label) })), [entity, tAll]);
  const childFields = (numbersOnly: boolean) => Object.entries(child?.fields ?? {})
    .filter(([, f]) => !f.hidden && f.stored !== false && (!numbersOnly || f.type === 'number' || f.type === 'money'))
    .map(([name, f]) => ({ value: name, label: tAll(f.label) }));
  const resultOptions = (type === 'rollup' ? COMPUTED_RESULT_TYPES.filter((r) => r !== 'text') : COMPUTED_RESULT_TYPES).map((value) => ({ value, label: t(`resultTypes.${value}`) }));
  const insert = (label: string) => form.setFieldValue('expression', `${String(form.getFieldValue('expression') ?? '')}{${label}}`);

  const save = async () => {
    const parsed = customFieldInputSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) {
      form.setFields(fieldErrors(parsed.error.issues, text).map((e) => ({ ...e, name: e.name })));
      return;
    }
    setSaving(true);
    try {
      await saveField(parsed.data);
      void message.success(t('saved'));
      onSaved();
    } catch {
      // The API client has said why; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  const toggle = (name: string, label: string) => (
    <Form.Item name={name} valuePropName="checked" label={label}>
      <Switch data-testid={`custom-field-${name}`} />
    </Form.Item>
  );

  return (
    <Drawer
      open
      title={definition ? t('edit') : t('add')}
      size={phone ? '100%' : 720}
      onClose={onClose}
      destroyOnHidden
      data-testid="custom-field-drawer"
      footer={(
        <Space className={styles.footer}>
          <Button onClick={onClose}>{tAll('entityUi.actions.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="custom-field-save">{tAll('entityUi.actions.save')}</Button>
        </Space>
      )}
    >
      <Form form={form} name="custom-field" layout="vertical" initialValues={startingValues(entity, definition)} onFinish={() => void save()}>
        <div className={styles.grid}>
          <Form.Item name="label" label={t('form.label')} required>
            <Input maxLength={30} data-testid="custom-field-label" />
          </Form.Item>
          <Form.Item name="labelEn" label={t('form.labelEn')} extra={t('form.labelEnHint')}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="name" label={t('form.name')} extra={t('form.nameHint')} required>
            <Input prefix={CUSTOM_COLUMN_PREFIX} maxLength={30} disabled={Boolean(definition)} data-testid="custom-field-name" />
          </Form.Item>
          <Form.Item name="type" label={t('form.type')} extra={definition ? t('form.typeLocked') : undefined} required>
            <Select options={typeOptions} showSearch={{ optionFilterProp: 'label' }} data-testid="custom-field-type" />
          </Form.Item>
          {TEXT_TYPES.has(type) ? (
            <Form.Item name="maxLength" label={t('form.maxLength')}>
              <InputNumber min={1} max={2000} precision={0} className={styles.full} />
            </Form.Item>
          ) : null}
          {NUMBER_TYPES.has(type) ? (
            <>
              <Form.Item name="minValue" label={t('form.minValue')}><InputNumber className={styles.full} /></Form.Item>
              <Form.Item name="maxValue" label={t('form.maxValue')}><InputNumber className={styles.full} /></Form.Item>
            </>
          ) : null}
          {type === 'dict' || type === 'multiDict' ? (
            <Form.Item name="dictCode" label={t('form.dictCode')} required>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={(dictionaries?.records ?? []).map((d) => ({ value: String(d.dict_code), label: `${String(d.dict_name)}（${String(d.dict_code)}）` }))}
                data-testid="custom-field-dict"
              />
            </Form.Item>
          ) : null}
          {type === 'ref' ? (
            <Form.Item name="refEntity" label={t('form.refEntity')} required>
              <Select showSearch={{ optionFilterProp: 'label' }} options={kindOptions} disabled={Boolean(definition)} />
            </Form.Item>
          ) : null}
          {type === 'text' ? (
            <Form.Item name="sensitive" label={t('form.sensitive')}>
              <Select allowClear placeholder={t('form.sensitiveNone')} options={CUSTOM_FIELD_SENSITIVE_KINDS.map((k) => ({ value: k, label: t(`sensitiveKinds.${k}`) }))} />
            </Form.Item>
          ) : null}
          {type === 'formula' || type === 'rollup' ? (
            <Form.Item name="resultType" label={t('form.resultType')} required>
              <Select options={resultOptions} disabled={Boolean(definition)} data-testid="custom-field-result" />
            </Form.Item>
          ) : null}
          {type === 'rollup' ? (
            <>
              <Form.Item name="childEntity" label={t('form.childEntity')} required>
                <Select options={childOptions} data-testid="custom-field-child" />
              </Form.Item>
              <Form.Item name="aggregate" label={t('form.aggregate')} required>
                <Select options={ROLLUP_AGGREGATES.map((value) => ({ value, label: t(`aggregates.${value}`) }))} data-testid="custom-field-aggregate" />
              </Form.Item>
              <Form.Item name="childField" label={t('form.childField')}>
                <Select allowClear options={childFields(true)} data-testid="custom-field-child-field" />
              </Form.Item>
              <Form.Item name="whereField" label={t('form.whereField')}>
                <Select allowClear options={childFields(false)} />
              </Form.Item>
              <Form.Item name="whereValue" label={t('form.whereValue')}>
                <Input maxLength={64} />
              </Form.Item>
            </>
          ) : null}
          {TEXT_TYPES.has(type) || type === 'dict' ? (
            <Form.Item name="defaultValue" label={t('form.defaultValue')}><Input maxLength={200} /></Form.Item>
          ) : null}
          {NUMBER_TYPES.has(type) ? (
            <Form.Item name="defaultValue" label={t('form.defaultValue')}><InputNumber className={styles.full} /></Form.Item>
          ) : null}
        </div>
        {type === 'formula' ? (
          <Form.Item name="expression" label={t('form.expression')} extra={t('form.expressionHint', { example: `{${t('form.exampleA')}} - {${t('form.exampleB')}}` })} required>
            <Input.TextArea rows={3} maxLength={FORMULA_MAX} data-testid="custom-field-expression" />
          </Form.Item>
        ) : null}
        {type === 'formula' ? (
          <div className={styles.insertLine}>
            <span>{t('form.insertField')}</span>
            {fieldLabels.map((label) => <Button key={label} size="small" onClick={() => insert(label)}>{label}</Button>)}
          </div>
        ) : null}
        <div className={styles.grid}>
          <Form.Item name="help" label={t('form.help')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="helpEn" label={t('form.helpEn')}>
            <Input maxLength={300} />
          </Form.Item>
        </div>
        <div className={styles.grid}>
          <Form.Item name="readRoles" label={t('form.readRoles')} extra={t('form.readRolesHint')}>
            <Select mode="multiple" allowClear options={roleOptions} showSearch={{ optionFilterProp: 'label' }} data-testid="custom-field-read-roles" />
          </Form.Item>
          {type === 'formula' || type === 'rollup' ? null : (
            <Form.Item name="editRoles" label={t('form.editRoles')} extra={t('form.editRolesHint')}>
              <Select mode="multiple" allowClear options={roleOptions} showSearch={{ optionFilterProp: 'label' }} data-testid="custom-field-edit-roles" />
            </Form.Item>
          )}
        </div>
        <div className={styles.grid}>
          {toggle('required', t('form.required'))}
          {type === 'number' ? toggle('integer', t('form.integer')) : null}
          {type === 'user' || type === 'department' || type === 'ref' ? toggle('multiple', t('form.multiple')) : null}
          {toggle('filter', t('form.filter'))}
          {toggle('sortable', t('form.sortable'))}
          {TEXT_TYPES.has(type) ? toggle('search', t('form.search')) : null}
          {toggle('listShown', t('form.listShown'))}
          {toggle('wide', t('form.wide'))}
        </div>
      </Form>
    </Drawer>
  );
}
