'use client';

import '@/components/providers/theme/antd-switch.css';
import { Select, Switch, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { HTTP_FIELDS, HTTP_METHODS, readHttpSettings, serviceFields } from '@/lib/workflow/service-task';
import { useDesigner } from '../../modeler/DesignerContext';
import { CommitInput } from '../CommitInput';
import { CommitTextArea } from '../CommitTextArea';
import { create, extensionsOf, replaceExtensions } from '../element-ops';
import { FieldRow } from './FieldRow';

const EXPRESSION = /[$#]\{/;

/**
 * An HTTP task's request, written as Flowable's `<flowable:field>` children (requestMethod,
 * requestUrl, requestHeaders, requestBody, responseVariableName, ignoreException): a value
 * holding `${…}` as an expression, any other as a string. Fields it does not show are kept.
 */
export function HttpTaskSection() {
  const t = useTranslations('designer.http');
  const { modeler, element, dialect } = useDesigner();
  const bo = element.businessObject;
  const fields = serviceFields(bo);
  const value = (name: string) => fields[name]?.value ?? '';
  const read = readHttpSettings(fields);
  const fieldType = `${dialect}:Field`;

  const write = (name: string, next: string) => {
    const existing = extensionsOf(bo, [fieldType]);
    const kept = existing.filter((f) => f.get('name') !== name);
    const created = next.trim()
      ? [create(modeler, fieldType, EXPRESSION.test(next) ? { name, expressionElement: create(modeler, `${dialect}:Expression`, { body: next }) } : { name, string: next })]
      : [];
    // Keeps the fields in the order Flowable's own designer writes them.
    const order = Object.values(HTTP_FIELDS) as string[];
    const rank = (f: { get(n: string): unknown }) => {
      const i = order.indexOf(String(f.get('name') ?? ''));
      return i < 0 ? order.length : i;
    };
    replaceExtensions(modeler, element, bo, [fieldType], [...kept, ...created].sort((a, b) => rank(a) - rank(b)));
  };

  return (
    <div data-testid="designer-http">
      <FieldRow label={t('method')}>
        <Select
          value={value(HTTP_FIELDS.method).toUpperCase() || 'GET'}
          onChange={(m: string) => write(HTTP_FIELDS.method, m)}
          options={HTTP_METHODS.map((m) => ({ value: m, label: m }))}
          data-testid="designer-http-method"
          style={{ width: '100%' }}
        />
      </FieldRow>
      <FieldRow label={t('url')}>
        <CommitInput value={value(HTTP_FIELDS.url)} placeholder="https://erp.example.com/api/contracts/${contract_no}" onCommit={(v) => write(HTTP_FIELDS.url, v)} data-testid="designer-http-url" />
      </FieldRow>
      <FieldRow label={t('headers')}>
        <CommitTextArea rows={2} value={value(HTTP_FIELDS.headers)} placeholder="Authorization: Bearer …" onCommit={(v) => write(HTTP_FIELDS.headers, v)} data-testid="designer-http-headers" />
      </FieldRow>
      <FieldRow label={t('body')}>
        <CommitTextArea rows={3} value={value(HTTP_FIELDS.body)} placeholder={'{"amount": ${amount}}'} onCommit={(v) => write(HTTP_FIELDS.body, v)} data-testid="designer-http-body" />
      </FieldRow>
      <FieldRow label={t('resultVariable')}>
        <CommitInput value={value(HTTP_FIELDS.resultVariable)} placeholder="erpAnswer" onCommit={(v) => write(HTTP_FIELDS.resultVariable, v)} data-testid="designer-http-result" />
      </FieldRow>
      <FieldRow label={t('ignoreException')}>
        <Switch size="small" aria-label={t('ignoreException')} checked={value(HTTP_FIELDS.ignoreException) === 'true'} onChange={(on) => write(HTTP_FIELDS.ignoreException, on ? 'true' : '')} data-testid="designer-http-ignore" />
      </FieldRow>
      {'problem' in read ? (
        <Typography.Text type="danger" data-testid="designer-http-problem">{t('problem', { field: read.problem.field, value: read.problem.value || '—' })}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('hint')}</Typography.Text>
      )}
    </div>
  );
}
