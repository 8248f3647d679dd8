'use client';

import { Form, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-picker.css';
import '@/components/providers/theme/antd-input-number.css';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Control, FormDesign } from '@/lib/contract/approval-form/design';
import { designIn } from '@/lib/contract/approval-form/design-language';
import { shownControls } from '@/lib/contract/approval-form/show-when';
import { AmountText } from './controls/AmountText';
import { antdRuleOf } from './controls/control-rules';
import { DetailTableInput } from './controls/DetailTableInput';
import { FormulaValue } from './controls/FormulaValue';
import { inputOf } from './controls/input-of';
import { computedValues, toSubmission } from './form-values';
import { useDesignRuleText } from './rule-text';
import { useDayCounter } from './use-day-counter';
import styles from './approval-form.module.css';

type Values = Record<string, unknown>;

function Extra({ control, value, computed }: { control: Control; value: unknown; computed: Values }) {
  const t = useTranslations('approvalForm.fill');
  const help = control.help ? <div>{control.help}</div> : null;
  if (control.kind === 'amount') return (
    <>
      {help}
      <AmountText value={value} />
    </>
  );
  if (control.kind === 'dateRange') {
    const days = (computed[control.id] as { days?: number } | null)?.days;
    return (
      <>
        {help}
        {days !== undefined ? <span data-testid={`duration-${control.id}`}>{t(control.workdays ? 'workdays' : 'days', { label: control.durationLabel || t('duration'), days })}</span> : null}
      </>
    );
  }
  return help;
}

/**
 * The inputs of a designed form inside the caller's antd Form: controls shown as their show-when
 * rules say, each checked by the rule the server checks again, formulas and totals computed as the
 * user types. The labels are the administrator's (data), in the reader's language when they have
 * an English one (design-language.ts), and so are the rules' messages naming them.
 */
export function DesignedFormFields({ design: designed }: { design: FormDesign }) {
  const locale = useLocale();
  const design = useMemo(() => designIn(locale, designed), [locale, designed]);
  const t = useTranslations('approvalForm.fill');
  const text = useDesignRuleText();
  const form = Form.useFormInstance<Values>();
  const values = (Form.useWatch([], { form, preserve: true }) as Values | undefined) ?? {};
  const submitted = toSubmission(design, values);
  const shown = shownControls(design.fields, submitted);
  const countDays = useDayCounter(design, submitted);
  const computed = computedValues(design, values, countDays);
  const rules = useMemo(() => new Map(design.fields.map((c) => [c.id, antdRuleOf(c, text)])), [design, text]);

  return (
    <div data-entered data-testid="designed-form">
      {design.fields
        .filter((c) => shown.has(c.id))
        .map((c) => {
          switch (c.kind) {
            case 'description':
              return (
                <Typography.Paragraph key={c.id} className={styles.description} type="secondary" data-testid={`control-${c.id}`}>
                  {c.text}
                </Typography.Paragraph>
              );
            case 'formula':
              return (
                <Form.Item key={c.id} label={c.label} extra={c.help}>
                  <FormulaValue value={computed[c.id]} money={c.money} testId={`formula-${c.id}`} />
                </Form.Item>
              );
            case 'detail':
              return (
                <Form.Item key={c.id} label={c.label} required={c.required} extra={c.help}>
                  <DetailTableInput control={c} computedRows={(computed[c.id] as Values[] | undefined) ?? []} />
                </Form.Item>
              );
            default:
              return (
                <Form.Item key={c.id} name={c.id} label={c.label} required={c.required} rules={rules.get(c.id)} extra={c.help || c.kind === 'amount' || c.kind === 'dateRange' ? <Extra control={c} value={values[c.id]} computed={computed} /> : undefined}>
                  {inputOf(c, t)}
                </Form.Item>
              );
          }
        })}
    </div>
  );
}
