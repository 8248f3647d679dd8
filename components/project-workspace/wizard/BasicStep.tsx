'use client';

import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Spin, type FormRule } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-picker.css';
import '@/components/providers/theme/antd-input-number.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRefLabel } from '@/components/entity/fields/ref-records';
import { CustomerDepartmentPickerInput } from '@/components/crm/port';
import { PagedSelect } from '@/components/pickers/PagedSelect';
import { entityCalls } from '@/lib/contract/entity-calls';
import { customerEntity } from '@/lib/entities/customer';
import { type PartOption, useCustomerContacts, useCustomerProducts } from './customer-parts';
import { DATETIME, TEXT_AREAS, type WizardValues } from './wizard-values';
import { generateProjectCode } from '../project-api';
import styles from '../project-workspace.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

const F = 'entity.project.fields';
const V = 'entity.project.validation';

interface BasicStepProps {
  ruleFor: (name: keyof WizardValues) => FormRule;
  /** Names the edited project keeps for its customer and parts (see storedPartNames). */
  known: ReadonlyMap<string, string>;
}

/** The loaded options, plus the chosen values they lack under the names the project keeps. */
function withKnown(options: readonly PartOption[] | undefined, chosen: readonly string[], known: ReadonlyMap<string, string>): PartOption[] {
  const loaded = options ?? [];
  const missing = chosen.filter((k) => known.has(k) && !loaded.some((o) => o.value === k)).map((k) => ({ value: k, label: known.get(k)! }));
  return [...loaded, ...missing];
}

/** Step 0: the customer and its parts, name, code, city, time, budget and the texts. */
export function BasicStep({ ruleFor, known }: BasicStepProps) {
  const t = useTranslations('entity.project.wizard');
  const tAll = useTranslations();
  const { message } = useFeedback();
  const form = Form.useFormInstance<WizardValues>();
  const customerKey = (Form.useWatch('customer_key', form) as string | null | undefined) ?? null;
  const departmentKey = (Form.useWatch('customer_department_key', form) as string | null | undefined) ?? null;
  const productKey = (Form.useWatch('customer_product_key', form) as string | null | undefined) ?? null;
  const contactKeys = (Form.useWatch('customer_contacts_key', form) as string[] | undefined) ?? [];
  const { data: readName } = useRefLabel(customerEntity, 'customer_name', customerKey);
  const customerName = customerKey && readName === customerKey ? (known.get(customerKey) ?? readName) : readName;
  const products = useCustomerProducts(customerKey);
  const contacts = useCustomerContacts(customerKey, departmentKey);
  const [autoName, setAutoName] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const label = (field: string) => tAll(`${F}.${field}`);

  // Picking a customer starts its parts over: the organisation unit is cleared, the products reload.
  const onCustomer = () => form.setFieldsValue({ customer_department_key: null, customer_product_key: null, customer_contacts_key: [] });

  // The project name follows the customer and product until someone types one of their own.
  const onProduct = (productKey: string | null) => {
    const product = products.data?.find((p) => p.value === productKey)?.label;
    const current = form.getFieldValue('project_name') as string | undefined;
    if (!product || !customerName || (current && current !== autoName)) return;
    const name = `${customerName}${product}`;
    setAutoName(name);
    form.setFieldsValue({ project_name: name });
    void form.validateFields(['project_name']).catch(() => undefined);
  };

  const generate = async () => {
    const city = (form.getFieldValue('project_city') as string | undefined)?.trim();
    const name = (form.getFieldValue('project_name') as string | undefined)?.trim();
    if (!city) return void message.warning(tAll(`${V}.codeNeedsCity`));
    if (!name) return void message.warning(tAll(`${V}.codeNeedsName`));
    setGenerating(true);
    try {
      form.setFieldsValue({ project_code: await generateProjectCode(city, name) });
      void form.validateFields(['project_code']).catch(() => undefined);
    } catch {
      // the client showed the server's words
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="customer_key" label={label('customer_key')} required rules={[ruleFor('customer_key')]}>
          <PagedSelect
            list={entityCalls(customerEntity.apiBase).query}
            query={{ in_sea: 'false' }}
            valueField={customerEntity.key}
            labelField="customer_name"
            labels={customerKey && customerName ? new Map([[customerKey, customerName]]) : undefined}
            placeholder={t('selectCustomer')}
            allowClear={false}
            onChange={onCustomer}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        {/* Without a customer its dialog says to pick one first. */}
        <Form.Item name="customer_department_key" label={label('customer_department_key')}>
          <CustomerDepartmentPickerInput label={label('customer_department_key')} multiple={false} knownNames={known} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="customer_product_key" label={label('customer_product_key')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={customerKey ? t('selectProduct') : t('selectCustomer')}
            options={withKnown(products.data, productKey ? [productKey] : [], known)}
            loading={products.isLoading}
            notFoundContent={products.isLoading ? <Spin size="small" /> : customerKey ? t('noProducts') : t('selectCustomer')}
            onChange={(value: string | undefined) => onProduct(value ?? null)}
            data-testid="wizard-product"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="customer_contacts_key" label={label('customer_contacts_key')}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={customerKey ? t('selectContacts') : t('selectCustomer')}
            options={withKnown(contacts.data, contactKeys, known)}
            loading={contacts.isLoading}
            notFoundContent={contacts.isLoading ? <Spin size="small" /> : customerKey ? t('noContacts') : t('selectCustomer')}
            data-testid="wizard-contacts"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="project_name" label={label('project_name')} required rules={[ruleFor('project_name')]}>
          <Input maxLength={100} placeholder={t('enterText', { label: label('project_name') })} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={label('project_code')} required>
          <Space.Compact className={styles.fullWidth}>
            <Form.Item name="project_code" noStyle rules={[ruleFor('project_code')]}>
              <Input maxLength={64} placeholder={t('enterText', { label: label('project_code') })} aria-label={label('project_code')} />
            </Form.Item>
            <Button icon={<ThunderboltOutlined />} loading={generating} onClick={() => void generate()} data-testid="wizard-generate-code">
              {t('generateCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="project_city" label={label('project_city')} required rules={[ruleFor('project_city')]}>
          <Input maxLength={50} placeholder={t('enterText', { label: label('project_city') })} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="initial_budget" label={label('initial_budget')} rules={[ruleFor('initial_budget')]}>
          <InputNumber className={styles.fullWidth} min={0} precision={2} step={10000} placeholder={t('enterText', { label: label('initial_budget') })} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="project_time" label={t('projectTime')} required rules={[ruleFor('project_time')]}>
          <DatePicker.RangePicker className={styles.fullWidth} showTime format={DATETIME} placeholder={[label('project_start_time'), label('project_end_time')]} />
        </Form.Item>
      </Col>
      {TEXT_AREAS.map((field) => (
        <Col xs={24} key={field}>
          <Form.Item name={field} label={label(field)} rules={[ruleFor(field)]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={1000} placeholder={t('enterText', { label: label(field) })} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
