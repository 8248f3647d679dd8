'use client';

import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, List, Modal, Result, Tag, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-list.css';
import '@/components/providers/theme/antd-result.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { BatchResult } from '@/lib/contract/workflow-answers';
import { COMMENT_MAX } from '@/lib/contract/workflow-values';
import { BATCH_MAX_TASKS, splitBatch, type BatchDecision } from '@/lib/workflow/batch-decision';
import { validatedValues } from '@/components/widgets/validated-values';
import { batchDecide, type TaskRecord } from './workbench-api';
import styles from './workbench.module.css';

interface BatchDecisionButtonsProps {
  selected: readonly TaskRecord[];
  /** After a run: the selection is cleared (the list loads again on its own). */
  onDone: () => void;
}

/**
 * 批量通过 / 批量驳回 for the selected rows of 待我审批: one comment for all. Tasks whose decision needs
 * more than a comment (a signature, a form, …) are named and left out before anything is sent; the
 * outcome of each sent task is listed afterwards.
 */
export function BatchDecisionButtons({ selected, onDone }: BatchDecisionButtonsProps) {
  const t = useTranslations('workbench.batch');
  const tRule = useTranslations('workbench.actions.rules');
  const [decision, setDecision] = useState<BatchDecision | null>(null);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<{ decision: BatchDecision; rows: { title: string; task: string; ok: boolean; message: string | null }[] } | null>(null);
  const [form] = Form.useForm<{ comment?: string }>();
  const comment = Form.useWatch('comment', form);
  const split = decision ? splitBatch(selected, decision, comment) : null;
  const tooMany = selected.length > BATCH_MAX_TASKS;

  const run = async () => {
    if (!decision || !split) return;
    const values = await validatedValues(form);
    if (!values) return;
    const text = values.comment?.trim() || undefined;
    setBusy(true);
    try {
      const answer: BatchResult = await batchDecide(split.sent.map((r) => r.task_key), decision, text);
      const byKey = new Map(selected.map((r) => [r.task_key, r]));
      setResults({
        decision,
        rows: answer.map((r) => ({ title: byKey.get(r.task_key)?.title ?? r.task_key, task: byKey.get(r.task_key)?.task_name ?? '', ok: r.ok, message: r.message })),
      });
      setDecision(null);
      onDone();
    } catch {
      // refused as a whole: the API client showed why; the dialog stays for another try
    } finally {
      setBusy(false);
    }
  };

  const succeeded = results?.rows.filter((r) => r.ok) ?? [];
  const failed = results?.rows.filter((r) => !r.ok) ?? [];

  return (
    <>
      <Button icon={<CheckOutlined />} disabled={selected.length === 0 || tooMany} onClick={() => setDecision('approve')} data-testid="batch-approve">
        {t('approve')}{selected.length ? ` (${selected.length})` : ''}
      </Button>
      <Button danger icon={<CloseOutlined />} disabled={selected.length === 0 || tooMany} onClick={() => setDecision('reject')} data-testid="batch-reject">
        {t('reject')}{selected.length ? ` (${selected.length})` : ''}
      </Button>

      <Modal
        open={decision !== null}
        title={decision ? t(`${decision}Title`, { count: selected.length }) : ''}
        okText={decision ? t(decision) : ''}
        cancelText={t('cancel')}
        okButtonProps={{ danger: decision === 'reject', loading: busy, disabled: !split?.sent.length, 'data-testid': 'batch-ok' }}
        onOk={() => void run()}
        onCancel={() => setDecision(null)}
        destroyOnHidden
        maskClosable={false}
      >
        {split?.left.length ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="batch-left-out"
            title={t('leftOut', { count: split.left.length })}
            description={
              <ul className={styles.batchList}>
                {split.left.map(({ row, reason }) => (
                  <li key={row.task_key} data-testid="batch-left-out-row">
                    <strong>{row.title}</strong> · {row.task_name}：{t(`needs.${reason}`)}
                  </li>
                ))}
              </ul>
            }
          />
        ) : null}
        <Typography.Paragraph>{t('willSend', { count: split?.sent.length ?? 0 })}</Typography.Paragraph>
        <Form form={form} name="batch-form" layout="vertical" preserve={false}>
          <Form.Item
            name="comment"
            label={decision === 'reject' ? t('reason') : t('comment')}
            required={decision === 'reject'}
            // A batch rejection says why, like a single one (the list loads no schema library, so the rule is antd's own).
            rules={decision === 'reject' ? [{ required: true, whitespace: true, message: tRule('reasonRequired') }] : []}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={COMMENT_MAX} showCount placeholder={t(decision === 'reject' ? 'reasonPlaceholder' : 'commentPlaceholder')} data-testid="batch-comment" />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={results !== null}
        title={t('resultTitle')}
        onCancel={() => setResults(null)}
        footer={<Button type="primary" onClick={() => setResults(null)} data-testid="batch-result-close">{t('close')}</Button>}
        destroyOnHidden
      >
        <div data-testid="batch-results">
          <Result
            status={failed.length ? 'warning' : 'success'}
            title={t('resultSummary', { ok: succeeded.length, failed: failed.length })}
            className={styles.batchResult}
          />
          <List
            size="small"
            dataSource={results?.rows ?? []}
            renderItem={(row) => (
              <List.Item data-testid={row.ok ? 'batch-result-ok' : 'batch-result-failed'}>
                <div>
                  <Tag color={row.ok ? 'success' : 'error'}>{row.ok ? t(results?.decision === 'reject' ? 'rejected' : 'approved') : t('failed')}</Tag>
                  <strong>{row.title}</strong> · {row.task}
                  {row.message ? <div className={styles.batchReason}>{row.message}</div> : null}
                </div>
              </List.Item>
            )}
          />
        </div>
      </Modal>
    </>
  );
}
