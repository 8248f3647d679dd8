'use client';

import { Form, Radio } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { DepartmentPickerInput } from '@/components/pickers/DepartmentPickerInput';
import { UserPickerInput } from '@/components/pickers/UserPickerInput';
import type { FormRule } from 'antd';
import type { Audience } from '@/lib/contract/message-center';

/**
 * Who receives a notice: everyone, chosen users (the user picker) or chosen
 * departments (the department picker; their sub-departments' users receive it too).
 */
export function AudienceFields({ rule }: { rule: (field: string) => FormRule }) {
  const t = useTranslations('messageCenter.form');
  const audience = Form.useWatch<Audience | undefined>('audience');
  return (
    <>
      <Form.Item name="audience" label={t('audience')} required>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'ALL', label: t('audienceAll') },
            { value: 'USER', label: t('audienceUsers') },
            { value: 'DEPART', label: t('audienceDeparts') },
          ]}
        />
      </Form.Item>
      {audience === 'USER' ? (
        <Form.Item name="users" label={t('users')} required rules={[rule('users')]} extra={t('usersHint')}>
          <UserPickerInput label={t('users')} multiple required />
        </Form.Item>
      ) : null}
      {audience === 'DEPART' ? (
        <Form.Item name="departs" label={t('departs')} required rules={[rule('departs')]} extra={t('departsHint')}>
          <DepartmentPickerInput label={t('departs')} multiple required />
        </Form.Item>
      ) : null}
    </>
  );
}
