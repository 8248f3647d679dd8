'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { connectToasts } from '@/lib/client/toast-bridge';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** Hands the themed antd message instance and the translator to non-React code (the API client). */
export function ToastBridge() {
  const { message } = useFeedback();
  const t = useTranslations();
  useEffect(
    () =>
      connectToasts({
        show: (kind, content, durationSeconds) => {
          void message.open({ type: kind, content, duration: durationSeconds });
        },
        translate: (key) => (t.has(key) ? t(key) : key),
      }),
    [message, t],
  );
  return null;
}
