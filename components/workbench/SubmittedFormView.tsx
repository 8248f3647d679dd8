'use client';

import { Descriptions, Empty } from 'antd';
import '@/components/providers/theme/antd-descriptions.css';
import { useLocale, useTranslations } from 'next-intl';
import { displayValue, labelOf } from './form-fields';
import type { FormFieldDef } from '@/lib/contract/form-field';
import styles from './workbench.module.css';

/** What the applicant submitted, field by field as the start form declares it, then anything else sent along. */
export function SubmittedFormView({ fields, data }: { fields: readonly FormFieldDef[]; data: Record<string, unknown> }) {
  const t = useTranslations('workbench');
  const locale = useLocale();
  const words = { yes: t('form.yes'), no: t('form.no') };
  const declared = new Set(fields.map((f) => f.id));
  const items = [
    ...fields.map((field) => ({ key: field.id, label: labelOf(field, locale), children: displayValue(field, data[field.id], words, locale) || '-' })),
    ...Object.entries(data)
      .filter(([name]) => !declared.has(name))
      .map(([name, value]) => ({ key: name, label: name, children: typeof value === 'object' ? JSON.stringify(value) : String(value) })),
  ];
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noForm')} />;
  return <Descriptions bordered size="small" column={1} items={items} className={styles.formTable} data-testid="submitted-form" />;
}
