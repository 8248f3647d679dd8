'use client';

import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Modal, Select, Space } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { emptyField, fieldIdProblem, FIELD_TYPES, type FormFieldState } from '@/lib/workflow/form-data';
import { isSummaryField, SUMMARY_PROPERTY, withSummaryMark } from '@/lib/workflow/summary-fields';
import styles from '../panel.module.css';
import { validatedValues } from '@/components/widgets/validated-values';
import { EnglishNameItem } from '@/components/widgets/EnglishNameItem';
import { englishLabelOf, LABEL_EN_PROPERTY, withEnglishLabel } from '@/lib/workflow/field-english-label';

interface FormFieldModalProps {
  open: boolean;
  /** The field edited, or null for a new one. */
  field: FormFieldState | null;
  /** The form's other fields (ids must be unique). */
  others: readonly FormFieldState[];
  onOk: (field: FormFieldState) => void;
  onCancel: () => void;
}

type PairList = 'values' | 'constraints' | 'properties';
const PAIRS: Record<PairList, [string, string]> = { values: ['id', 'name'], constraints: ['name', 'config'], properties: ['id', 'value'] };

/** One form field: id, type, label and its English label, default value, date pattern, enum values, constraints, properties. */
export function FormFieldModal({ open, field, others, onOk, onCancel }: FormFieldModalProps) {
  const t = useTranslations('designer.form');
  // The summary mark and the English label are properties of the field, edited as a checkbox and an input rather than raw pairs.
  const [form] = Form.useForm<FormFieldState & { summary: boolean; labelEn?: string | null }>();
  const kind = Form.useWatch('kind', form);

  useEffect(() => {
    if (!open) return;
    const shown = field ?? emptyField();
    const own = shown.properties.filter((p) => p.id !== SUMMARY_PROPERTY && p.id !== LABEL_EN_PROPERTY);
    form.setFieldsValue({ ...shown, summary: isSummaryField(shown.properties), labelEn: englishLabelOf(shown.properties) ?? '', properties: own });
  }, [open, field, form]);

  const submit = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    const clean = (list: Record<string, string>[] | undefined) => (list ?? []).filter((row) => Object.values(row).some((v) => (v ?? '').trim() !== ''));
    const { summary, labelEn, ...fieldValues } = values;
    onOk({
      ...emptyField(),
      ...fieldValues,
      values: values.kind === 'enum' ? (clean(values.values) as FormFieldState['values']) : [],
      constraints: clean(values.constraints) as FormFieldState['constraints'],
      properties: withEnglishLabel(withSummaryMark(clean(values.properties) as FormFieldState['properties'], summary === true), labelEn),
    });
  };

  const pairs = (list: PairList) => {
    const [first, second] = PAIRS[list];
    return (
      <>
        <p className={styles.subtitle}>{t(`${list}.title`)}</p>
        <Form.List name={list}>
          {(rows, { add, remove }) => (
            <>
              {rows.map((row) => (
                <Space key={row.key} align="baseline">
                  <Form.Item name={[row.name, first]} rules={[{ required: true, whitespace: true, message: t(`${list}.${first}Required`) }]}>
                    <Input placeholder={t(`${list}.${first}`)} />
                  </Form.Item>
                  <Form.Item name={[row.name, second]}>
                    <Input placeholder={t(`${list}.${second}`)} />
                  </Form.Item>
                  <MinusCircleOutlined aria-label={t('remove')} onClick={() => remove(row.name)} />
                </Space>
              ))}
              <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ [first]: '', [second]: '' })} data-testid={`designer-field-add-${list}`}>
                {t(`${list}.add`)}
              </Button>
            </>
          )}
        </Form.List>
      </>
    );
  };

  return (
    <Modal open={open} title={field ? t('editField') : t('addField')} onOk={() => void submit()} onCancel={onCancel} width={560} forceRender>
      <Form form={form} layout="horizontal" labelCol={{ flex: '96px' }} name="designer-form-field">
        <Form.Item
          name="id"
          label={t('fieldId')}
          required
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = fieldIdProblem((value ?? '').trim(), others);
                if (problem) throw new Error(t(`fieldIdProblems.${problem}`));
              },
            },
          ]}
        >
          <Input data-testid="designer-field-id" />
        </Form.Item>
        <Form.Item name="kind" label={t('type')} rules={[{ required: true }]}>
          <Select options={FIELD_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} data-testid="designer-field-type" />
        </Form.Item>
        {kind === 'custom' ? (
          <Form.Item name="customType" label={t('customType')} rules={[{ required: true, whitespace: true, message: t('customTypeRequired') }]}>
            <Input />
          </Form.Item>
        ) : null}
        <Form.Item name="label" label={t('label')}>
          <Input data-testid="designer-field-label" />
        </Form.Item>
        <EnglishNameItem name="labelEn" label={t('labelEn')} testId="designer-field-label-en" />
        <Form.Item name="defaultValue" label={t('defaultValue')}>
          <Input />
        </Form.Item>
        {kind === 'date' ? (
          <Form.Item name="datePattern" label={t('datePattern')}>
            <Input placeholder="yyyy-MM-dd" />
          </Form.Item>
        ) : null}
        <Form.Item name="summary" valuePropName="checked" label={t('summary')} extra={t('summaryHelp')}>
          <Checkbox data-testid="designer-field-summary">{t('summaryOn')}</Checkbox>
        </Form.Item>
        {kind === 'enum' ? pairs('values') : null}
        {pairs('constraints')}
        {pairs('properties')}
      </Form>
    </Modal>
  );
}
