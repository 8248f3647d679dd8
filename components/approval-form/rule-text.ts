'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { RuleText } from '@/lib/contract/approval-form/submission';

/** The rules' messages in the user's language (approvalForm.rules.*). */
export function useDesignRuleText(): RuleText {
  const t = useTranslations('approvalForm.rules');
  return useCallback<RuleText>((key, values) => t(key, values), [t]);
}
