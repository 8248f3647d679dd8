'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-switch.css';
import '@/components/providers/theme/antd-input-number.css';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useDepartmentTree } from '@/components/entity/fields/directory';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { isApiError } from '@/lib/client/api-error';
import { issueFor } from '@/lib/client/schema-rule';
import { DISABLED_MODES, ldapTestSchema, ldapSettingsSchema, OPENLDAP_USER_FILTER, AD_USER_FILTER, USERNAME_PLACEHOLDER, DN_PLACEHOLDER, type LdapSettings, type LdapTestAnswer, type LdapTestInput } from '@/lib/contract/ldap-sign-in';
import { readLdapSettings, roleOptions, saveLdapSettings, testLdapSettings } from './ldap-calls';
import { LdapTestResult } from './LdapTestResult';
import styles from './sign-in-settings.module.css';

type Values = LdapTestInput;

/** The help texts show the placeholders themselves. */
const PLACEHOLDERS = { username: USERNAME_PLACEHOLDER, dn: DN_PLACEHOLDER };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** The form's values as the settings call takes them (the test account left out), or the first message key against them. */
function settingsOf(values: Values): { settings: LdapSettings } | { problem: string } {
  const { test_username: _u, test_password: _p, ...rest } = values;
  const parsed = ldapSettingsSchema.safeParse(rest);
  return parsed.success ? { settings: parsed.data } : { problem: parsed.error.issues[0]?.message ?? 'api.badRequest' };
}

/** 登录设置 → LDAP / AD: where the directory is, how people and groups are found, and what they map to. */
export function LdapSettingsForm() {
  const t = useTranslations('ldapSignIn.form');
  const tRoot = useTranslations();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const { data: stored, mutate } = useSWR('ldap-sign-in:settings', readLdapSettings, { revalidateOnFocus: false });
  const { data: roles } = useSWR('ldap-sign-in:roles', roleOptions, { revalidateOnFocus: false });
  const { data: departments } = useDepartmentTree('managed');
  const departmentOptions = useMemo(() => [...(departments?.names ?? new Map<string, string>())].map(([value, label]) => ({ value, label })), [departments]);
  const [busy, setBusy] = useState<'test' | 'save' | null>(null);
  const [result, setResult] = useState<LdapTestAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const disabledMode = Form.useWatch('disabled_mode', form);
  const passwordStored = stored?.secrets_set.includes('bind_password') ?? false;
  const passwordUnreadable = stored?.secrets_unreadable.includes('bind_password') ?? false;

  useEffect(() => {
    if (!stored) return;
    const { secrets_set: _s, secrets_unreadable: _u, ...values } = stored;
    form.setFieldsValue({ ...values, test_username: '', test_password: '' });
  }, [stored, form]);

  const check = () => ldapTestSchema.safeParse(form.getFieldsValue(true));
  const required = (field: keyof Values) => ({
    validator: async () => {
      // Completeness matters only for an enabled configuration; a test checks it on the server.
      if (!form.getFieldValue('enabled')) return;
      const key = issueFor(check(), field);
      if (key) throw new Error(tRoot(key));
    },
  });

  const test = async () => {
    setBusy('test');
    setRefusal(null);
    try {
      setResult(await testLdapSettings(form.getFieldsValue(true) as Values));
    } catch (error) {
      setResult(null);
      setRefusal(isApiError(error) ? error.message : tRoot('api.serverError'));
    } finally {
      setBusy(null);
    }
  };

  const save = async (values: Values) => {
    setRefusal(null);
    const checked = settingsOf({ ...form.getFieldsValue(true), ...values } as Values);
    if ('problem' in checked) {
      setRefusal(tRoot(checked.problem));
      return;
    }
    setBusy('save');
    try {
      const answer = await saveLdapSettings(checked.settings);
      void message.success(answer.msg || t('saved'));
      form.setFieldValue('bind_password', '');
      await mutate();
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : tRoot('api.serverError'));
    } finally {
      setBusy(null);
    }
  };

  if (!stored) return null;
  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => void save(v)} className={styles.form} data-testid="ldap-settings-form" scrollToFirstError>
      <Section title={t('sections.connection')}>
        <Form.Item name="enabled" label={t('enabled')} valuePropName="checked" extra={t('enabledHelp')}>
          <Switch data-testid="ldap-enabled" />
        </Form.Item>
        <Form.Item name="urls" label={t('urls')} extra={t('urlsHelp')} rules={[required('urls')]}>
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[' ', ',']} placeholder="ldaps://dc1.example.com:636" data-testid="ldap-urls" />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="start_tls" label={t('startTls')} valuePropName="checked" extra={t('startTlsHelp')}>
            <Switch />
          </Form.Item>
          <Form.Item name="tls_verify" label={t('tlsVerify')} valuePropName="checked" extra={t('tlsVerifyHelp')}>
            <Switch />
          </Form.Item>
          <Form.Item name="timeout_seconds" label={t('timeout')}>
            <InputNumber min={1} max={60} suffix={t('seconds')} />
          </Form.Item>
        </Space>
        <Form.Item name="ca_cert" label={t('caCert')} extra={t('caCertHelp')}>
          <Input.TextArea rows={3} placeholder="-----BEGIN CERTIFICATE-----" className={styles.mono} />
        </Form.Item>
      </Section>

      <Section title={t('sections.serviceAccount')}>
        <Form.Item name="bind_dn" label={t('bindDn')} extra={t('bindDnHelp')} rules={[required('bind_dn')]}>
          <Input placeholder="CN=svc-crm,OU=Service,DC=corp,DC=example,DC=com" data-testid="ldap-bind-dn" />
        </Form.Item>
        <Form.Item name="bind_password" label={t('bindPassword')} extra={passwordUnreadable ? t('bindPasswordUnreadable') : passwordStored ? t('bindPasswordStored') : t('bindPasswordHelp')}>
          <Input.Password autoComplete="new-password" placeholder={passwordStored ? t('bindPasswordKeep') : ''} data-testid="ldap-bind-password" />
        </Form.Item>
      </Section>

      <Section title={t('sections.users')}>
        <Form.Item name="user_base" label={t('userBase')} extra={t('userBaseHelp')} rules={[required('user_base')]}>
          <Input placeholder="OU=Staff,DC=corp,DC=example,DC=com" data-testid="ldap-user-base" />
        </Form.Item>
        <Form.Item name="user_filter" label={t('userFilter')} extra={t('userFilterHelp', { ad: AD_USER_FILTER, openldap: OPENLDAP_USER_FILTER, ...PLACEHOLDERS })} rules={[required('user_filter')]}>
          <Input className={styles.mono} data-testid="ldap-user-filter" />
        </Form.Item>
        <div className={styles.grid}>
          <Form.Item name="attr_username" label={t('attrUsername')} extra={t('attrUsernameHelp')} rules={[required('attr_username')]}>
            <Input data-testid="ldap-attr-username" />
          </Form.Item>
          <Form.Item name="attr_display_name" label={t('attrDisplayName')}>
            <Input />
          </Form.Item>
          <Form.Item name="attr_email" label={t('attrEmail')}>
            <Input />
          </Form.Item>
          <Form.Item name="attr_mobile" label={t('attrMobile')}>
            <Input />
          </Form.Item>
        </div>
      </Section>

      <Section title={t('sections.groups')}>
        <Form.Item name="group_base" label={t('groupBase')} extra={t('groupBaseHelp')}>
          <Input placeholder="OU=Groups,DC=corp,DC=example,DC=com" data-testid="ldap-group-base" />
        </Form.Item>
        <Form.Item name="group_filter" label={t('groupFilter')} extra={t('groupFilterHelp', PLACEHOLDERS)}>
          <Input className={styles.mono} />
        </Form.Item>
        <Typography.Text strong>{t('groupRoles')}</Typography.Text>
        <Form.List name="group_roles">
          {(fields, { add, remove }) => (
            <div className={styles.mappings}>
              {fields.map((field) => (
                <div key={field.key} className={styles.mapping}>
                  <Form.Item name={[field.name, 'group_dn']} rules={[{ required: true, message: t('groupRequired') }]} className={styles.mappingGroup}>
                    <Input placeholder={t('groupDnPlaceholder')} aria-label={t('groupDn')} data-testid={`ldap-role-group-${field.name}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'role_key']} rules={[{ required: true, message: t('roleRequired') }]} className={styles.mappingTarget}>
                    <Select options={roles ?? []} placeholder={t('role')} aria-label={t('role')} showSearch={{ optionFilterProp: 'label' }} data-testid={`ldap-role-${field.name}`} />
                  </Form.Item>
                  <Button type="text" icon={<DeleteOutlined />} aria-label={t('removeMapping')} onClick={() => remove(field.name)} />
                </div>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ group_dn: '', role_key: undefined })} data-testid="ldap-add-role-mapping">{t('addRoleMapping')}</Button>
            </div>
          )}
        </Form.List>
        <Typography.Text strong>{t('groupDepartments')}</Typography.Text>
        <Form.List name="group_departments">
          {(fields, { add, remove }) => (
            <div className={styles.mappings}>
              {fields.map((field) => (
                <div key={field.key} className={styles.mapping}>
                  <Form.Item name={[field.name, 'group_dn']} rules={[{ required: true, message: t('groupRequired') }]} className={styles.mappingGroup}>
                    <Input placeholder={t('groupDnPlaceholder')} aria-label={t('groupDn')} data-testid={`ldap-depart-group-${field.name}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'depart_key']} rules={[{ required: true, message: t('departmentRequired') }]} className={styles.mappingTarget}>
                    <Select options={departmentOptions} placeholder={t('department')} aria-label={t('department')} showSearch={{ optionFilterProp: 'label' }} data-testid={`ldap-depart-${field.name}`} />
                  </Form.Item>
                  <Button type="text" icon={<DeleteOutlined />} aria-label={t('removeMapping')} onClick={() => remove(field.name)} />
                </div>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ group_dn: '', depart_key: undefined })} data-testid="ldap-add-depart-mapping">{t('addDepartmentMapping')}</Button>
            </div>
          )}
        </Form.List>
        <Form.Item name="default_role_key" label={t('defaultRole')} extra={t('defaultRoleHelp')}>
          <Select options={[{ value: '', label: t('noDefaultRole') }, ...(roles ?? [])]} data-testid="ldap-default-role" />
        </Form.Item>
        <Form.Item name="sync_on_sign_in" label={t('syncOnSignIn')} valuePropName="checked" extra={t('syncOnSignInHelp')}>
          <Switch />
        </Form.Item>
      </Section>

      <Section title={t('sections.disabled')}>
        <Form.Item name="disabled_mode" label={t('disabledMode')} extra={t('disabledModeHelp')}>
          <Radio.Group options={DISABLED_MODES.map((mode) => ({ value: mode, label: t(`disabledModes.${mode}`) }))} data-testid="ldap-disabled-mode" />
        </Form.Item>
        {disabledMode === 'attribute' ? (
          <div className={styles.grid}>
            <Form.Item name="disabled_attribute" label={t('disabledAttribute')} extra={t('disabledAttributeHelp')} rules={[required('disabled_attribute')]}>
              <Input placeholder="pwdAccountLockedTime" data-testid="ldap-disabled-attribute" />
            </Form.Item>
            <Form.Item name="disabled_value" label={t('disabledValue')} extra={t('disabledValueHelp')}>
              <Input data-testid="ldap-disabled-value" />
            </Form.Item>
          </div>
        ) : null}
      </Section>

      <Section title={t('sections.test')}>
        <Typography.Paragraph type="secondary">{t('testHelp')}</Typography.Paragraph>
        <div className={styles.grid}>
          <Form.Item name="test_username" label={t('testUsername')}>
            <Input autoComplete="off" data-testid="ldap-test-username" />
          </Form.Item>
          <Form.Item name="test_password" label={t('testPassword')} extra={t('testPasswordHelp')}>
            <Input.Password autoComplete="new-password" data-testid="ldap-test-password" />
          </Form.Item>
        </div>
        {result ? <LdapTestResult result={result} /> : null}
      </Section>

      {refusal ? <Alert type="error" showIcon title={refusal} className={styles.refusal} role="alert" data-testid="ldap-refusal" /> : null}
      <Space wrap>
        <Button onClick={() => void test()} loading={busy === 'test'} disabled={busy === 'save'} data-testid="ldap-test">{t('test')}</Button>
        <Button type="primary" htmlType="submit" loading={busy === 'save'} disabled={busy === 'test'} data-testid="ldap-save">{t('save')}</Button>
      </Space>
    </Form>
  );
}
