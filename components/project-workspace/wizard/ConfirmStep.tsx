'use client';

import { Descriptions, Form, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-descriptions.css';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useRefLabel, useRefLabels } from '@/components/entity/fields/ref-records';
import { usePhone } from '@/components/providers/phone-hint';
import { useListSeparator } from '@/lib/client/list-separator';
import { customerEntity } from '@/lib/entities/customer';
import { customerDepartmentEntity } from '@/lib/entities/customer-department';
import { useCustomerContacts, useCustomerProducts } from './customer-parts';
import { DATETIME, TEXT_AREAS, type WizardValues } from './wizard-values';
import styles from '../project-workspace.module.css';

const F = 'entity.project.fields';

/** The names the confirmation shows for what the first two steps chose. */
export interface ChosenNames {
  customer: string | null;
  department: string | null;
  product: string | null;
  contacts: string | null;
}

/** Names of the customer's parts as the form holds them (the confirmation and the save payload both use them). */
export function useChosenNames(values: Partial<WizardValues>, known: ReadonlyMap<string, string>): ChosenNames {
  const customerKey = values.customer_key ?? null;
  const { data: customer } = useRefLabel(customerEntity, 'customer_name', customerKey);
  const { data: departments } = useRefLabels(customerDepartmentEntity, 'customer_department_name', values.customer_department_key ? [values.customer_department_key] : []);
  const products = useCustomerProducts(customerKey);
  const contacts = useCustomerContacts(customerKey, values.customer_department_key ?? null);
  // What cannot be read (another department's customer) keeps the name the project was saved with.
  const named = (k: string, read: string | undefined) => (read && read !== k ? read : (known.get(k) ?? k));
  const contactNames = (values.customer_contacts_key ?? []).map((k) => named(k, contacts.data?.find((c) => c.value === k)?.label));
  return {
    customer: customerKey ? named(customerKey, customer) : null,
    department: values.customer_department_key ? named(values.customer_department_key, departments?.get(values.customer_department_key)) : null,
    product: values.customer_product_key ? named(values.customer_product_key, products.data?.find((p) => p.value === values.customer_product_key)?.label) : null,
    contacts: contactNames.length ? contactNames.join(',') : null,
  };
}

interface ConfirmStepProps {
  names: ChosenNames;
  userName: (key: string) => string;
}

/** Step 2: everything the project will hold, to check before 确认修改. */
export function ConfirmStep({ names, userName }: ConfirmStepProps) {
  const t = useTranslations('entity.project.wizard');
  const tAll = useTranslations();
  const form = Form.useFormInstance<WizardValues>();
  const values = form.getFieldsValue(true) as WizardValues;
  const wide = !usePhone();
  const separator = useListSeparator();
  const label = (field: string) => tAll(`${F}.${field}`);
  const none = <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  const shown = (value: ReactNode) => (value === null || value === undefined || value === '' ? none : value);
  const people = (keys: readonly string[]) => (keys.length ? keys.map(userName).join(separator) : <Typography.Text type="secondary">{t('noneSelected')}</Typography.Text>);
  const [start, end] = values.project_time ?? [null, null];
  const budget = typeof values.initial_budget === 'number' ? `${values.initial_budget.toLocaleString('zh-CN', { minimumFractionDigits: 2 })} ${t('budgetUnit')}` : null;

  const items = [
    { key: 'customer', label: label('customer_key'), children: shown(names.customer) },
    { key: 'department', label: label('customer_department_key'), children: shown(names.department) },
    { key: 'product', label: label('customer_product_key'), children: shown(names.product) },
    { key: 'contacts', label: label('customer_contacts_key'), children: shown(names.contacts) },
    { key: 'name', label: label('project_name'), children: shown(values.project_name) },
    { key: 'code', label: label('project_code'), children: shown(values.project_code) },
    { key: 'city', label: label('project_city'), children: shown(values.project_city) },
    { key: 'budget', label: label('initial_budget'), children: shown(budget) },
    { key: 'time', label: t('projectTime'), span: wide ? 2 : 1, children: start && end ? `${start.format(DATETIME)} ~ ${end.format(DATETIME)}` : none },
    { key: 'manager', label: label('project_mgr_key'), children: values.project_mgr_key ? userName(values.project_mgr_key) : none },
    { key: 'participants', label: label('participant_keys'), children: people(values.participant_keys ?? []) },
    { key: 'media', label: label('medium_keys'), children: people(values.medium_keys ?? []) },
    { key: 'process', label: label('process_member_keys'), children: people(values.process_member_keys ?? []) },
    ...TEXT_AREAS.map((field) => ({ key: field, label: label(field), span: wide ? 2 : 1, children: <span className={styles.preLine}>{shown(values[field])}</span> })),
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{t('confirmHint')}</Typography.Paragraph>
      <Descriptions bordered size="small" column={wide ? 2 : 1} items={items} data-testid="wizard-summary" />
    </>
  );
}
