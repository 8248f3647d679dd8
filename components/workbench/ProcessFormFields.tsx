'use client';

import { DatePicker, Form, Input, InputNumber, Radio, Select, type FormRule } from 'antd';
import { browserOnBusinessClock } from '@/lib/client/business-time';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-picker.css';
import '@/components/providers/theme/antd-input-number.css';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, type ReactElement } from 'react';
import { dayjsPattern, fieldSchema, hasTime, isMultiline, isReadonly, isRequired, labelOf, type RuleText } from './form-fields';
import type { FormFieldDef } from '@/lib/contract/form-field';

/** The translated messages of the form rules (workbench.form.rules.*). */
export function useRuleText(): RuleText {
  const t = useTranslations('workbench.form.rules');
  return useCallback<RuleText>((key, values) => t(key, values), [t]);
}

/**
 * The input of one field. A plain element, not a component of its own: Form.Item gives its direct
 * child the id, value and onChange, and they must land on the input itself.
 */
function controlOf(field: FormFieldDef, t: ReturnType<typeof useTranslations<'workbench.form'>>, locale: string): ReactElement {
  const label = labelOf(field, locale);
  const disabled = isReadonly(field);
  switch (field.type) {
    case 'long':
      return <InputNumber style={{ width: '100%' }} precision={0} placeholder={t('enter', { field: label })} disabled={disabled} />;
    case 'boolean':
      return (
        <Radio.Group disabled={disabled}>
          <Radio value>{t('yes')}</Radio>
          <Radio value={false}>{t('no')}</Radio>
        </Radio.Group>
      );
    case 'enum':
      return <Select allowClear placeholder={t('choose', { field: label })} options={field.enum_values.map((e) => ({ value: e.id, label: e.name }))} disabled={disabled} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} format={dayjsPattern(field)} showTime={hasTime(field)} showNow={browserOnBusinessClock()} placeholder={t('choose', { field: label })} disabled={disabled} />;
    default:
      return isMultiline(field) ? (
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder={t('enter', { field: label })} disabled={disabled} />
      ) : (
        <Input allowClear placeholder={t('enter', { field: label })} disabled={disabled} />
      );
  }
}

/**
 * The inputs of a process form (a start form or a task's form), one per declared field, each
 * checked by the same rule the submit parses with (type, required, length, range).
 */
export function ProcessFormFields({ fields }: { fields: readonly FormFieldDef[] }) {
  const t = useTranslations('workbench.form');
  const locale = useLocale();
  const text = useRuleText();
  const rules = useMemo(
    () =>
      new Map(
        fields.map((field): [string, FormRule[]] => {
          const schema = fieldSchema(field, text, locale);
          return [
            field.id,
            [
              {
                validator: async (_, value: unknown) => {
                  const result = schema.safeParse(value);
                  if (!result.success) throw new Error(result.error.issues[0]?.message);
                },
              },
            ],
          ];
        }),
      ),
    [fields, text, locale],
  );
  // The labels and options are the model's, as its designer wrote them (data, in any language); a label has its English one for an English reader.
  return (
    <div data-entered>
      {fields.map((field) => (
        <Form.Item
          key={field.id}
          name={field.id}
          label={labelOf(field, locale)}
          required={isRequired(field)}
          rules={rules.get(field.id)}
        >
          {controlOf(field, t, locale)}
        </Form.Item>
      ))}
    </div>
  );
}
