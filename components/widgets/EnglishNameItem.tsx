'use client';

import { Form, Input } from 'antd';
import type { FormRule } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { messageText } from '@/components/entity/message-text';
import { ENGLISH_NAME_MAX } from '@/lib/entity/english-name';
import { englishNameSchema } from '@/lib/entity/english-name-schema';

interface EnglishNameItemProps {
  /** The form's field: `name_en`, `labelEn`, `nameEn`. */
  name: string;
  /** What it is the English name of, where the form names more than one thing (时长名称（英文）); 英文名称 unless given. */
  label?: string;
  testId?: string;
}

/** The antd rule of an English name: the shared schema's refusal, in the user's language. */
export function useEnglishNameRule(): FormRule {
  const t = useTranslations();
  return {
    validator: async (_, value: unknown) => {
      const checked = englishNameSchema.safeParse(value);
      if (!checked.success) throw new Error(messageText(t, checked.error.issues[0]?.message ?? 'englishName.notEnglish'));
    },
  };
}

/**
 * 英文名称 beside a name an administrator gives: optional, checked by the schema the server checks
 * it with (lib/entity/english-name-schema.ts), so a long or Chinese one is refused here first with
 * the same message.
 */
export function EnglishNameItem({ name, label, testId }: EnglishNameItemProps) {
  const t = useTranslations();
  const rule = useEnglishNameRule();
  return (
    <Form.Item name={name} label={label ?? t('englishName.label')} extra={t('englishName.hint')} rules={[rule]}>
      <Input maxLength={ENGLISH_NAME_MAX} lang="en" autoComplete="off" data-testid={testId} />
    </Form.Item>
  );
}
