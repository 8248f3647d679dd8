'use client';

import { CopyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Switch, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-switch.css';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import useSWR from 'swr';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { issueFor } from '@/lib/client/schema-rule';
import { oidcCallbackUri, oidcSettingsSchema, type OidcSettings as Settings, type OidcTestAnswer } from '@/lib/contract/oidc-sign-in';
import { readOidcSettings, saveOidcSettings, testOidcSettings } from './oidc-calls';
import { MappingList } from './MappingList';
import { OidcTestResult } from './OidcTestResult';
import { SettingsActions } from './SettingsActions';
import { SettingsSection } from './SettingsSection';
import { useSettingsActions } from './use-settings-actions';
import styles from './sign-in-settings.module.css';

const FIELDS = ['display_name', 'issuer', 'client_id', 'scopes', 'username_claim', 'name_claim', 'email_claim', 'phone_claim', 'role_claim', 'allowed_domains'] as const;

/** 登录设置 → 企业账号登录（OIDC）: the provider, how its claims map to our users and roles, and who may come in. */
export function OidcSettings() {
  const t = useTranslations('oidcSignIn');
  const tRoot = useTranslations();
  const { message } = useFeedback();
  const [form] = Form.useForm<Settings>();
  const { data: stored, mutate } = useSWR('oidc-sign-in:settings', readOidcSettings, { revalidateOnFocus: false });
  const actions = useSettingsActions<OidcTestAnswer>();
  const secretStored = stored?.secrets_set.includes('client_secret') ?? false;
  const secretUnreadable = stored?.secrets_unreadable.includes('client_secret') ?? false;

  useEffect(() => {
    if (!stored) return;
    const { secrets_set: _s, secrets_unreadable: _u, redirect_uri: _r, role_options: _o, ...values } = stored;
    form.setFieldsValue(values);
  }, [stored, form]);

  // The form is rendered in the browser only (the tabs load it without server rendering).
  const redirectUri = stored?.redirect_uri ?? (typeof window === 'undefined' ? '' : oidcCallbackUri({}, window.location.origin));
  const roles = (stored?.role_options ?? []).map((r) => ({ value: r.role_code, label: `${r.role_name}（${r.role_code}）` }));
  const check = () => oidcSettingsSchema.safeParse(form.getFieldsValue(true));
  const rule = (field: keyof Settings) => ({
    validator: async () => {
      const key = issueFor(check(), field);
      if (key) throw new Error(tRoot(key));
    },
  });
  const values = (): Settings => oidcSettingsSchema.parse(form.getFieldsValue(true));

  const test = async () => {
    actions.setRefusal(null);
    try {
      await form.validateFields([...FIELDS]);
    } catch {
      return;
    }
    // A test needs a provider even while the sign-in stays off.
    if (!String(form.getFieldValue('issuer') ?? '').trim()) {
      form.setFields([{ name: 'issuer', errors: [tRoot('oidcSignIn.rules.issuerRequired')] }]);
      return;
    }
    await actions.test(() => testOidcSettings(values()));
  };

  const save = () => actions.save(async () => {
    const answer = await saveOidcSettings(values());
    void message.success(answer.msg || t('saved'));
    form.setFieldValue('client_secret', '');
    await mutate();
  });

  const copy = async () => {
    await navigator.clipboard.writeText(redirectUri);
    void message.success(t('copied'));
  };

  if (!stored) return null;
  return (
    <Form<Settings> form={form} layout="vertical" onFinish={() => void save()} className={styles.form} data-testid="oidc-settings-form" scrollToFirstError>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <SettingsSection title={t('sections.provider')}>
        <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
          <Switch data-testid="oidc-enabled" />
        </Form.Item>
        <Form.Item label={t('redirectUri')} extra={t('redirectUriHelp')}>
          <Space.Compact block>
            <Input value={redirectUri} readOnly className={styles.mono} data-testid="oidc-redirect-uri" aria-label={t('redirectUri')} />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>{t('copy')}</Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="display_name" label={t('fields.display_name')} rules={[rule('display_name')]}>
          <Input placeholder={t('fields.display_name_placeholder')} maxLength={40} data-testid="oidc-display-name" />
        </Form.Item>
        <Form.Item name="issuer" label={t('fields.issuer')} extra={t('fields.issuer_help')} rules={[rule('issuer')]}>
          <Input placeholder={t('fields.issuer_placeholder')} className={styles.mono} data-testid="oidc-issuer" />
        </Form.Item>
        <div className={styles.grid}>
          <Form.Item name="client_id" label={t('fields.client_id')} rules={[rule('client_id')]}>
            <Input autoComplete="off" data-testid="oidc-client-id" />
          </Form.Item>
          <Form.Item name="client_secret" label={t('fields.client_secret')} extra={secretUnreadable ? t('fields.client_secret_unreadable') : secretStored ? t('fields.client_secret_set') : null}>
            <Input.Password autoComplete="new-password" placeholder={secretStored ? '••••••••' : ''} data-testid="oidc-client-secret" />
          </Form.Item>
        </div>
        <Form.Item name="scopes" label={t('fields.scopes')} rules={[rule('scopes')]}>
          <Input className={styles.mono} data-testid="oidc-scopes" />
        </Form.Item>
      </SettingsSection>

      <SettingsSection title={t('sections.claims')}>
        <div className={styles.grid}>
          <Form.Item name="username_claim" label={t('fields.username_claim')} rules={[rule('username_claim')]}>
            <Input className={styles.mono} />
          </Form.Item>
          <Form.Item name="name_claim" label={t('fields.name_claim')} rules={[rule('name_claim')]}>
            <Input className={styles.mono} />
          </Form.Item>
          <Form.Item name="email_claim" label={t('fields.email_claim')} rules={[rule('email_claim')]}>
            <Input className={styles.mono} />
          </Form.Item>
          <Form.Item name="phone_claim" label={t('fields.phone_claim')} rules={[rule('phone_claim')]}>
            <Input className={styles.mono} />
          </Form.Item>
        </div>
      </SettingsSection>

      <SettingsSection title={t('sections.roles')}>
        <Form.Item name="role_claim" label={t('fields.role_claim')} extra={t('fields.role_claim_help')} rules={[rule('role_claim')]}>
          <Input className={styles.mono} data-testid="oidc-role-claim" />
        </Form.Item>
        <Typography.Text strong>{t('fields.role_rules')}</Typography.Text>
        <MappingList
          name="role_rules"
          from={{ field: 'value', label: t('fields.rule_value'), placeholder: t('fields.rule_value'), requiredMessage: t('rules.valueRequired') }}
          to={{ field: 'role_code', label: t('fields.rule_role'), options: roles, requiredMessage: t('rules.roleRequired') }}
          addLabel={t('fields.add_rule')}
          removeLabel={t('fields.remove_rule')}
          testIds={{ from: 'oidc-rule-value', to: 'oidc-rule-role', add: 'oidc-add-rule' }}
        />
        <Form.Item name="default_role" label={t('fields.default_role')} extra={t('fields.default_role_help')}>
          <Select options={[{ value: '', label: '—' }, ...roles]} data-testid="oidc-default-role" />
        </Form.Item>
      </SettingsSection>

      <SettingsSection title={t('sections.accounts')}>
        <Form.Item name="auto_create" label={t('fields.auto_create')} valuePropName="checked" extra={t('fields.auto_create_help')}>
          <Switch data-testid="oidc-auto-create" />
        </Form.Item>
        <Form.Item name="link_verified_email" label={t('fields.link_verified_email')} valuePropName="checked" extra={t('fields.link_verified_email_help')}>
          <Switch data-testid="oidc-link-verified-email" />
        </Form.Item>
        <Form.Item name="allowed_domains" label={t('fields.allowed_domains')} extra={t('fields.allowed_domains_help')} rules={[rule('allowed_domains')]}>
          <Input placeholder="corp.example" data-testid="oidc-allowed-domains" />
        </Form.Item>
      </SettingsSection>

      {actions.result ? <OidcTestResult result={actions.result} /> : null}
      <SettingsActions busy={actions.busy} refusal={actions.refusal} onTest={() => void test()} labels={{ test: t('actions.test'), save: t('actions.save') }} testIdPrefix="oidc" />
    </Form>
  );
}
