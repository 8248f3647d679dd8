'use client';

import '@/components/providers/theme/antd-alert.css';
import { Alert, Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { call, callAnswer } from '@/lib/client/call';
import { useSession } from '@/lib/client/session-state';
import { workflowServiceTaskCalls as calls } from '@/lib/contract/workflow-service-task-calls';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/**
 * A request whose HTTP task call failed waits at that task: the detail says which call and why,
 * and offers an administrator 重试 (the call is sent again by the background job).
 */
export function FailedServiceCalls({ instanceKey }: { instanceKey: string }) {
  const t = useTranslations('workbench.serviceCalls');
  const { isAdmin } = useSession();
  const { message } = useFeedback();
  const requestCalls = useSWR([calls.requestCalls.path, instanceKey], () => call(calls.requestCalls, { processInstanceId: instanceKey }), { revalidateOnFocus: false, shouldRetryOnError: false });
  const [busy, setBusy] = useState(false);
  const failed = (requestCalls.data ?? []).filter((c) => c.status === 'FAILED');
  if (failed.length === 0) return null;

  const retry = async () => {
    setBusy(true);
    try {
      const answer = await callAnswer(calls.retry, { processInstanceId: instanceKey });
      if (answer.msg) void message.success(answer.msg);
      await requestCalls.mutate();
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
