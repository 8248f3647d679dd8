'use client';

import { Alert, Card, Form, Skeleton, type FormInstance } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-card.css';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { UserPickerInput } from '@/components/pickers/UserPickerInput';
import { splitValues } from '@/components/entity/fields/dict-items';
import { PathSteps } from './ApprovalPath';
import { useApproverPreview, type PreviewQuery } from './path-api';
import styles from './workbench.module.css';

/** The form's list of picks: task id → user keys (the picker answers a key or a list). */
export const PICKS_FIELD = 'pickedApprovers';

export function picksOf(values: Record<string, unknown>): Record<string, string[]> | undefined {
  const raw = values[PICKS_FIELD] as Record<string, unknown> | undefined;
  if (!raw) return undefined;
  const out: Record<string, string[]> = {};
  for (const [node, value] of Object.entries(raw)) {
    const keys = splitValues(value);
    if (keys.length > 0) out[node] = keys;
  }
  return Object.keys(out).length ? out : undefined;
}

const PREVIEW_DELAY_MS = 400;

/**
 * Who will approve, shown while the start form is filled in: the steps ahead as far as the values
 * tell, and for each task whose approvers the applicant chooses (发起人自选) a required picker, part
 * of the form it sits in.
 */
export function ApproverPreviewPanel({ processKey, formDataOf, form }: { processKey: string; formDataOf: (values: Record<string, unknown>) => Record<string, unknown>; form: FormInstance }) {
  const t = useTranslations('workbench.path');
  const values = Form.useWatch((all: Record<string, unknown>) => all, form);
  const [query, setQuery] = useState<PreviewQuery | null>(null);
  const serialized = JSON.stringify(values ?? {});
  useEffect(() => {
    const timer = setTimeout(() => {
      let formData: Record<string, unknown> = {};
      try {
        formData = formDataOf(values ?? {});
      } catch {
        // a value still being typed: previewed without it
      }
      const picks = picksOf((values ?? {}));
      setQuery({ processDefinitionKey: processKey, formData, ...(picks ? { pickedApprovers: picks } : {}) });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // The serialized values stand for the values object, which changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialized, processKey, formDataOf]);
  const { data, error, isLoading } = useApproverPreview(query);

  return (
    <Card size="small" title={t('preview.title')} className={styles.previewCard} data-testid="approver-preview">
      {data?.picks.map((pick) => (
        <div key={pick.node_id} data-testid="approver-pick" data-node={pick.node_id}>
          <Form.Item
            name={[PICKS_FIELD, pick.node_id]}
            label={t('preview.pickLabel', { task: pick.name })}
            rules={[{ required: true, message: t('preview.pickRequired', { task: pick.name }) }]}
          >
            <UserPickerInput scope="company" label={t('preview.pickLabel', { task: pick.name })} multiple required />
          </Form.Item>
        </div>
      ))}
      {error && !data ? <Alert type="warning" showIcon title={t('preview.failed')} /> : null}
      {isLoading && !data ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {data ? <PathSteps steps={data.steps} testId="approver-preview-steps" /> : null}
      <div className={styles.secondary}>{t('preview.hint')}</div>
    </Card>
  );
}
