'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef } from 'react';
import { call } from '@/lib/client/call';
import { clearClientSession } from '@/lib/client/client-session';
import { signInCalls } from '@/lib/contract/sign-in-calls';
import { loginUrlFor } from '@/lib/navigation/safe-redirect';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** Signs out (the session is gone already; this clears the cookie) and opens the login page that comes back here. */
export async function signOutToLogin(): Promise<void> {
  try {
    await call(signInCalls.logout, undefined, { silent: true, redirectOnUnauthorized: false });
  } catch {
    // Nothing to revoke any more; the login page is where this ends either way.
  }
  await clearClientSession();
  window.location.assign(loginUrlFor(`${window.location.pathname}${window.location.search}`));
}

/**
 * When the session expires during an import, a dialog says so, and its OK signs out and
 * goes to the login page. Shown once however many calls are refused.
 */
export function useSessionExpiredDialog(): () => void {
  const t = useTranslations('excel.sessionExpired');
  const { modal } = useFeedback();
  const shown = useRef(false);
  return useCallback(() => {
    if (shown.current) return;
    shown.current = true;
    modal.warning({
      title: t('title'),
      okText: t('ok'),
      closable: false,
      keyboard: false,
      maskClosable: false,
      onOk: () => signOutToLogin(),
    });
  }, [modal, t]);
}
