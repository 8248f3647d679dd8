'use client';

import { Form, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-switch.css';
import '@/components/providers/theme/antd-input-number.css';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { useDepartmentTree } from '@/components/entity/fields/directory';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { issueFor } from '@/lib/client/schema-rule';
import { DISABLED_MODES, ldapTestSchema, ldapSettingsSchema, OPENLDAP_USER_FILTER, AD_USER_FILTER, USERNAME_PLACEHOLDER, DN_PLACEHOLDER, type LdapSettings, type LdapTestAnswer, type LdapTestInput } from '@/lib/contract/ldap-sign-in';
import { readLdapSettings, roleOptions, saveLdapSettings, testLdapSettings } from './ldap-calls';
import { LdapTestResult } from './LdapTestResult';
import { MappingList } from './MappingList';
import { SettingsActions } from './SettingsActions';
import { SettingsSection } from './SettingsSection';
import { useSettingsActions } from './use-settings-actions';
import styles from './sign-in-settings.module.css';

type Values = LdapTestInput;

/** The help texts show the placeholders themselves. */
const PLACEHOLDERS = { username: USERNAME_PLACEHOLDER, dn: DN_PLACEHOLDER };

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
  const actions = useSettingsActions<LdapTestAnswer>();
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

  const test = () => actions.test(() => testLdapSettings(form.getFieldsValue(true) as Values));

  const save = async (values: Values) => {
    const checked = settingsOf({ ...form.getFieldsValue(true), ...values } as Values);
    if ('problem' in checked) {
      actions.setRefusal(tRoot(checked.problem));
      return;
    }
    await actions.save(async () => {
      const answer = await saveLdapSettings(checked.settings);
      void message.success(answer.msg || t('saved'));
      form.setFieldValue('bind_password', '');
      await mutate();
    });
  };

  if (!stored) return null;
  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => void save(v)} className={styles.form} data-testid="ldap-settings-form" scrollToFirstError>
      <SettingsSection title={t('sections.connection')}>
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
      </SettingsSection>

      <SettingsSection title={t('sections.serviceAccount')}>
        <Form.Item name="bind_dn" label={t('bindDn')} extra={t('bindDnHelp')} rules={[required('bind_dn')]}>
          <Input placeholder="CN=svc-crm,OU=Service,DC=corp,DC=example,DC=com" data-testid="ldap-bind-dn" />
        </Form.Item>
        <Form.Item name="bind_password" label={t('bindPassword')} extra={passwordUnreadable ? t('bindPasswordUnreadable') : passwordStored ? t('bindPasswordStored') : t('bindPasswordHelp')}>
          <Input.Password autoComplete="new-password" placeholder={passwordStored ? t('bindPasswordKeep') : ''} data-testid="ldap-bind-password" />
        </Form.Item>
      </SettingsSection>

      <SettingsSection title={t('sections.users')}>
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
      </SettingsSection>

      <SettingsSection title={t('sections.groups')}>
        <Form.Item name="group_base" label={t('groupBase')} extra={t('groupBaseHelp')}>
          <Input placeholder="OU=Groups,DC=corp,DC=example,DC=com" data-testid="ldap-group-base" />
        </Form.Item>
        <Form.Item name="group_filter" label={t('groupFilter')} extra={t('groupFilterHelp', PLACEHOLDERS)}>
          <Input className={styles.mono} />
        </Form.Item>
        <Typography.Text strong>{t('groupRoles')}</Typography.Text>
        <MappingList
          name="group_roles"
          from={{ field: 'group_dn', label: t('groupDn'), placeholder: t('groupDnPlaceholder'), requiredMessage: t('groupRequired') }}
          to={{ field: 'role_key', label: t('role'), options: roles ?? [], requiredMessage: t('roleRequired') }}
          addLabel={t('addRoleMapping')}
          removeLabel={t('removeMapping')}
          testIds={{ from: 'ldap-role-group', to: 'ldap-role', add: 'ldap-add-role-mapping' }}
        />
        <Typography.Text strong>{t('groupDepartments')}</Typography.Text>
        <MappingList
          name="group_departments"
          from={{ field: 'group_dn', label: t('groupDn'), placeholder: t('groupDnPlaceholder'), requiredMessage: t('groupRequired') }}
          to={{ field: 'depart_key', label: t('department'), options: departmentOptions, requiredMessage: t('departmentRequired') }}
          addLabel={t('addDepartmentMapping')}
          removeLabel={t('removeMapping')}
          testIds={{ from: 'ldap-depart-group', to: 'ldap-depart', add: 'ldap-add-depart-mapping' }}
        />
        <Form.Item name="default_role_key" label={t('defaultRole')} extra={t('defaultRoleHelp')}>
          <Select options={[{ value: '', label: t('noDefaultRole') }, ...(roles ?? [])]} data-testid="ldap-default-role" />
        </Form.Item>
        <Form.Item name="sync_on_sign_in" label={t('syncOnSignIn')} valuePropName="checked" extra={t('syncOnSignInHelp')}>
          <Switch />
        </Form.Item>
      </SettingsSection>

      <SettingsSection title={t('sections.disabled')}>
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
      </SettingsSection>

      <SettingsSection title={t('sections.test')}>
        <Typography.Paragraph type="secondary">{t('testHelp')}</Typography.Paragraph>
        <div className={styles.grid}>
          <Form.Item name="test_username" label={t('testUsername')}>
            <Input autoComplete="off" data-testid="ldap-test-username" />
          </Form.Item>
          <Form.Item name="test_password" label={t('testPassword')} extra={t('testPasswordHelp')}>
            <Input.Password autoComplete="new-password" data-testid="ldap-test-password" />
          </Form.Item>
        </div>
        {actions.result ? <LdapTestResult result={actions.result} /> : null}
      </SettingsSection>

      <SettingsActions busy={actions.busy} refusal={actions.refusal} onTest={() => void test()} labels={{ test: t('test'), save: t('save') }} testIdPrefix="ldap" />
    </Form>
  );
}
