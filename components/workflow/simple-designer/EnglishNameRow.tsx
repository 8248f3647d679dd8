'use client';

import { Input, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { messageText } from '@/components/entity/message-text';
import { FieldRow } from '@/components/workflow/designer/panel/sections/FieldRow';
import { ENGLISH_NAME_MAX } from '@/lib/entity/english-name';
import { englishNameSchema } from '@/lib/entity/english-name-schema';

/**
 * 英文名称 of a step, under its name: checked as it is typed by the schema the tree is saved with
 * (lib/entity/english-name-schema.ts), so a Chinese one is named here before 保存 refuses the tree.
 */
export function EnglishNameRow({ value, onChange, testId }: { value: string | null | undefined; onChange: (value: string) => void; testId: string }) {
  const t = useTranslations();
  const id = useId();
  const checked = englishNameSchema.safeParse(value);
  const problem = checked.success ? null : messageText(t, checked.error.issues[0]?.message ?? 'englishName.notEnglish');
  return (
    <FieldRow label={t('englishName.label')} htmlFor={id}>
      <div>
        <Input id={id} value={value ?? ''} maxLength={ENGLISH_NAME_MAX} lang="en" status={problem ? 'error' : undefined} aria-invalid={problem ? true : undefined} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
        <Typography.Text type={problem ? 'danger' : 'secondary'} style={{ fontSize: 12 }} role={problem ? 'alert' : undefined}>
          {problem ?? t('englishName.hint')}
        </Typography.Text>
      </div>
    </FieldRow>
  );
}
