'use client';

import '@/components/providers/theme/antd-alert.css';
import { Alert, Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { requestAnswer } from '@/lib/client/api-client';
import { useApi } from '@/lib/client/use-api';
import { useSession } from '@/lib/client/session-state';
import { serviceCallPaths } from '@/lib/contract/workflow-service-call-paths';
import type { ServiceCallView } from '@/lib/contract/workflow-service-calls';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/**
 * A request whose HTTP task call failed waits at that task: the detail says which call and why,
 * and offers an administrator 重试 (the call is sent again by the background job).
 */
export function FailedServiceCalls({ instanceKey }: { instanceKey: string }) {
  const t = useTranslations('workbench.serviceCalls');
  const { isAdmin } = useSession();
  const { message } = useFeedback();
  const path = `${serviceCallPaths.calls}?processInstanceId=${encodeURIComponent(instanceKey)}`;
  const calls = useApi<ServiceCallView[]>(path);
  const [busy, setBusy] = useState(false);
  const failed = (calls.data ?? []).filter((c) => c.status === 'FAILED');
  if (failed.length === 0) return null;

  const retry = async () => {
    setBusy(true);
    try {
      const answer = await requestAnswer(serviceCallPaths.retry, { json: { processInstanceId: instanceKey } });
      if (answer.msg) void message.success(answer.msg);
      await calls.mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      type="error"
      showIcon
      data-testid="failed-service-calls"
      title={t('failed')}
      description={failed.map((c) => <div key={c.call_key}>{t('line', { node: c.node_name ?? c.node_id, method: c.method, url: c.url, error: c.error ?? '' })}</div>)}
      action={isAdmin ? <Button size="small" danger loading={busy} onClick={() => void retry()} data-testid="retry-service-calls">{t('retry')}</Button> : undefined}
      style={{ marginBottom: 12 }}
    />
  );
}
