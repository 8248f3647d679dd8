'use client';

import { Button, DatePicker, Form, Input, Radio } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-picker.css';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { businessToday } from '@/lib/client/business-time';
import { schemaRule } from '@/lib/client/schema-rule';
import type { SessionUser } from '@/lib/client/session-types';
import {
  BIRTHDAY_FORMAT,
  EMAIL_MAX_LENGTH,
  profileSchema,
  REALNAME_MAX_LENGTH,
  SEX_FEMALE,
  SEX_MALE,
  type ProfileInput,
} from '@/lib/contract/profile-schemas';
import { sexOf, updateProfile } from './profile-calls';
import { formLayout, tailLayout } from './form-layout';
import styles from './person.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

interface ProfileFormValues {
  realname?: string;
  phone?: string;
  email?: string;
  sex?: typeof SEX_MALE | typeof SEX_FEMALE;
  birthday?: Dayjs | null;
}

function initialValues(user: SessionUser): ProfileFormValues {
  const birthday = user.birthday ? dayjs(user.birthday) : null;
  return {
    realname: user.realname ?? '',
    phone: user.phone ?? '',
    email: user.email ?? '',
    sex: sexOf(user.sex),
    birthday: birthday?.isValid() ? birthday : null,
  };
}

/** The form's values in the call's shape; the avatar is kept as stored (it has its own button). */
function toPayload(values: ProfileFormValues, avatar: string | null): { [K in keyof ProfileInput]: unknown } {
  return {
    realname: values.realname ?? '',
    phone: values.phone ?? '',
    email: values.email?.trim() ? values.email : null,
    sex: values.sex,
    birthday: values.birthday ? values.birthday.format(BIRTHDAY_FORMAT) : null,
    avatar,
  };
}

const isFuture = (day: Dayjs) => day.format(BIRTHDAY_FORMAT) > businessToday();

/** The user's own details; saving refreshes the session so the top bar shows them at once. */
export function ProfileForm({ user, onSaved }: { user: SessionUser; onSaved: () => Promise<void> }) {
  const t = useTranslations('person');
  const tRoot = useTranslations();
  const { message } = useFeedback();
  const [form] = Form.useForm<ProfileFormValues>();
  const [saving, setSaving] = useState(false);
  const initial = useMemo(() => initialValues(user), [user]);

  const check = () => profileSchema.safeParse(toPayload(form.getFieldsValue(true) as ProfileFormValues, user.avatar));
  const rule = (field: keyof ProfileInput) => schemaRule(check, field, tRoot);

  const save = async (values: ProfileFormValues) => {
    const parsed = profileSchema.safeParse(toPayload(values, user.avatar));
    if (!parsed.success) return; // the field rules already say what is wrong
    setSaving(true);
    try {
      await updateProfile(parsed.data);
      void message.success(tRoot('profile.saved'));
      await onSaved();
    } catch {
      // The API client has shown the server's reason; the form keeps what the user typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ProfileFormValues>
      form={form}
      {...formLayout}
      initialValues={initial}
      onFinish={save}
      className={styles.form}
      data-testid="profile-form"
    >
      <Form.Item label={t('username')}>
        <Input value={user.username} disabled autoComplete="username" aria-readonly />
      </Form.Item>
      <Form.Item name="realname" label={t('realname')} required rules={[rule('realname')]}>
        <Input placeholder={t('realnamePlaceholder')} maxLength={REALNAME_MAX_LENGTH} autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={t('phone')} required rules={[rule('phone')]}>
        <Input placeholder={t('phonePlaceholder')} maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="email" label={t('email')} rules={[rule('email')]}>
        <Input placeholder={t('emailPlaceholder')} maxLength={EMAIL_MAX_LENGTH} inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="sex" label={t('sex')} required rules={[rule('sex')]}>
        <Radio.Group
          options={[
            { value: SEX_MALE, label: t('male') },
            { value: SEX_FEMALE, label: t('female') },
          ]}
        />
      </Form.Item>
      <Form.Item name="birthday" label={t('birthday')} rules={[rule('birthday')]}>
        <DatePicker format={BIRTHDAY_FORMAT} placeholder={t('birthdayPlaceholder')} disabledDate={isFuture} className={styles.date} />
      </Form.Item>
      <Form.Item wrapperCol={tailLayout}>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
          {t('save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
