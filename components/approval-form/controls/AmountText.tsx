'use client';

import { useTranslations } from 'next-intl';
import { capitalAmount } from '@/lib/contract/approval-form/capital-amount';
import { numberOf } from '@/lib/contract/approval-form/formulas';

/** An amount's capital form under its input (大写：捌仟陆佰元整). */
export function AmountText({ value }: { value: unknown }) {
  const t = useTranslations('approvalForm.fill');
  const n = numberOf(value);
  if (n === null) return null;
  return <span data-testid="amount-capital">{t('capital', { text: capitalAmount(n) })}</span>;
}

