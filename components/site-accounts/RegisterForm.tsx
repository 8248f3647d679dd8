'use client';

import { LockOutlined, MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, Row } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-alert.css';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessageText } from '@/components/entity/message-text';
import { call } from '@/lib/client/call';
import { isApiError } from '@/lib/client/api-error';
import { schemaRule } from '@/lib/client/schema-rule';
import { policyHint, policyRule, usePasswordPolicy } from '@/lib/client/password-policy';
import { COMPANY_NAME_MAX_LENGTH, partnerRegistrationSchema, type PartnerRegistrationInput } from '@/lib/contract/partner-registration';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, REALNAME_MAX_LENGTH } from '@/lib/contract/profile-schemas';
import { siteAccountCalls } from '@/lib/contract/site-account-calls';
import { LOGIN_PATH } from '@/lib/navigation/public-paths';
import { REGISTER_RESULT_PATH } from '@/lib/public-site/site-pages';
import styles from './site-accounts.module.css';

type Field = keyof PartnerRegistrationInput;

/** Refusals that belong to one field are shown under it; anything else above the button. */
const FIELD_REFUSALS: readonly [Field, string][] = [
  ['username', 'siteAccounts.api.usernameTaken'],
  ['mobile', 'siteAccounts.api.mobileTaken'],
];

const half = { xs: 24, sm: 12 } as const;

export function RegisterForm() {
  const t = useTranslations('siteAccounts.register');
  const tAll = useTranslations();
  const text = useMessageText();
  const router = useRouter();
  const [form] = Form.useForm<PartnerRegistrationInput>();
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const check = () => partnerRegistrationSchema.safeParse(form.getFieldsValue(true));
  const rule = (field: Field) => schemaRule(check, field, text);
  const policy = usePasswordPolicy();

  const submit = async (values: PartnerRegistrationInput) => {
    const parsed = partnerRegistrationSchema.safeParse(values);
    if (!parsed.success) return;
    setSubmitting(true);
    setAlert(null);
    try {
      await call(siteAccountCalls.registerPartner, parsed.data, { silent: true, redirectOnUnauthorized: false });
      router.push(REGISTER_RESULT_PATH);
      // The button keeps spinning until the result page replaces this one.
    } catch (error) {
      setSubmitting(false);
      const message = isApiError(error) ? error.message : tAll('api.serverError');
      const field = FIELD_REFUSALS.find(([, key]) => tAll(key) === message)?.[0];
      if (field) form.setFields([{ name: field, errors: [message] }]);
      else setAlert(message);
    }
  };

  return (
    <Form<PartnerRegistrationInput>
      form={form}
      layout="vertical"
      size="large"
      onFinish={submit}
      onValuesChange={() => setAlert(null)}
      data-testid="register-form"
    >
      <h2 className={styles.sectionTitle}>{t('companySection')}</h2>
      <Form.Item name="company_name" label={t('companyName')} required rules={[rule('company_name')]}>
        <Input placeholder={t('companyNamePlaceholder')} autoComplete="organization" maxLength={COMPANY_NAME_MAX_LENGTH} />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="contact_name" label={t('contactName')} required rules={[rule('contact_name')]}>
            <Input prefix={<UserOutlined />} placeholder={t('contactNamePlaceholder')} autoComplete="name" maxLength={REALNAME_MAX_LENGTH} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="mobile" label={t('mobile')} required rules={[rule('mobile')]}>
            <Input prefix={<MobileOutlined />} placeholder={t('mobilePlaceholder')} autoComplete="tel" inputMode="numeric" maxLength={11} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="email" label={t('email')} rules={[rule('email')]}>
        <Input prefix={<MailOutlined />} placeholder={t('emailPlaceholder')} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
      </Form.Item>

      <h2 className={styles.sectionTitle}>{t('accountSection')}</h2>
      <Form.Item name="username" label={t('username')} required rules={[rule('username')]}>
        <Input prefix={<UserOutlined />} placeholder={t('usernamePlaceholder')} autoComplete="username" maxLength={18} />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="password" label={t('password')} required rules={[rule('password'), policyRule(policy, text)]} extra={policyHint(policy, text)}>
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="confirm_password" label={t('confirmPassword')} required dependencies={['password']} rules={[rule('confirm_password')]}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('confirmPasswordPlaceholder')} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
          </Form.Item>
        </Col>
      </Row>

      {alert ? <Alert type="error" showIcon title={alert} className={styles.alert} role="alert" /> : null}
      <Form.Item className={styles.submitRow}>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
          {submitting ? t('submitting') : t('submit')}
        </Button>
      </Form.Item>
      <p className={styles.footnote}>
        {t('haveAccount')}{' '}
        <IntentLink href={LOGIN_PATH} className={styles.link}>{t('signIn')}</IntentLink>
      </p>
    </Form>
  );
}
