'use client';

import { Form, Input, Select, Switch } from 'antd';
import '@/components/providers/theme/antd-switch.css';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import type { Control } from '@/lib/contract/approval-form/design';

const OPS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'filled'] as const;

/** 显示条件: the control shows only while a control above it meets a condition. */
export function ShowWhenEditor({ sources }: { sources: readonly Control[] }) {
  const p = useTranslations('approvalForm.designer.props');
  const conditional = Form.useWatch<boolean | undefined>('conditional');
  const op = Form.useWatch<string | undefined>(['showWhen', 'op']);
  const field = Form.useWatch<string | undefined>(['showWhen', 'field']);
  const source = sources.find((c) => c.id === field);
  const options = source?.kind === 'choice' ? source.options : undefined;
  return (
    <>
      <Form.Item name="conditional" label={p('conditional')} valuePropName="checked" extra={sources.length ? undefined : p('conditionalNone')}>
        <Switch disabled={!sources.length && !conditional} data-testid="prop-conditional" />
      </Form.Item>
      {conditional ? (
        <>
          <Form.Item name={['showWhen', 'field']} label={p('whenField')} rules={[{ required: true, message: p('whenFieldRequired') }]}>
            <Select options={sources.map((c) => ({ value: c.id, label: c.label }))} data-testid="prop-when-field" />
          </Form.Item>
          <Form.Item name={['showWhen', 'op']} label={p('whenOp')} initialValue="eq">
            <Select options={OPS.map((o) => ({ value: o, label: p(`whenOps.${o}`) }))} data-testid="prop-when-op" />
          </Form.Item>
          {op !== 'filled' ? (
            <Form.Item name={['showWhen', 'value']} label={p('whenValue')}>
              {options ? <Select mode={op === 'in' ? 'multiple' : undefined} options={options} data-testid="prop-when-value" /> : <Input maxLength={200} data-testid="prop-when-value" />}
            </Form.Item>
          ) : null}
        </>
      ) : null}
    </>
  );
}
