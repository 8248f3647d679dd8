'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isApiError } from '@/lib/client/api-error';

/**
 * 测试连接 and 保存 of a settings form: which one is running, the last test's result, and the
 * server's refusal in the user's language. Each action clears the last refusal first.
 */
export function useSettingsActions<Result>() {
  const tRoot = useTranslations();
  const [busy, setBusy] = useState<'test' | 'save' | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = async (which: 'test' | 'save', action: () => Promise<void>) => {
    setBusy(which);
    setRefusal(null);
    try {
      await action();
    } catch (error) {
      if (which === 'test') setResult(null);
      setRefusal(isApiError(error) ? error.message : tRoot('api.serverError'));
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    result,
    refusal,
    setRefusal,
    test: (call: () => Promise<Result>) => run('test', async () => setResult(await call())),
    save: (action: () => Promise<void>) => run('save', action),
  };
}
