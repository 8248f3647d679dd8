'use client';

import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Skeleton, Space, Steps, Tag, Typography } from 'antd';
import '@/components/providers/theme/antd-steps.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatMoment } from '@/components/entity/fields/date-values';
import type { PathChild, PathStep } from '@/lib/contract/workflow-path';
import { CommentAttachmentLinks } from './CommentAttachmentLinks';
import { InstanceStatusTag } from './StatusTags';
import { SignatureImage } from './SignatureImage';
import { useInstancePath } from './path-api';
import styles from './workbench.module.css';

type StepStatus = 'wait' | 'process' | 'finish' | 'error';

const STATUS: Record<PathStep['state'], StepStatus> = {
  start: 'finish', done: 'finish', auto: 'finish', rejected: 'error', current: 'process', ahead: 'wait', undetermined: 'wait', end: 'wait',
};

const PERSON_COLOR: Record<string, string> = { APPROVED: 'success', REJECTED: 'error', RETURNED: 'warning', PENDING: 'processing', WAITING: 'default', START: 'blue' };

/** What a step's state reads as: a copy node is copied (or to be), not approved. */
function useStateText() {
  const t = useTranslations('workbench.path');
  return (step: PathStep) => (step.kind === 'copy' ? t(step.state === 'done' ? 'copy.done' : 'copy.ahead') : t(`state.${step.state}`));
}

/** A called process (子流程): its request's status, and its own path on demand, nested under the step. */
function ChildPath({ child }: { child: PathChild }) {
  const t = useTranslations('workbench.path');
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="path-child" data-instance={child.instance_key}>
      <Space size="small" wrap>
        <Button type="link" size="small" icon={<ApartmentOutlined />} onClick={() => setOpen(!open)} aria-expanded={open} data-testid="path-child-toggle">
          {t(open ? 'childHide' : 'childShow', { name: child.process_name })}
        </Button>
        <InstanceStatusTag status={child.status} />
      </Space>
      {open ? <ChildSteps instanceKey={child.instance_key} /> : null}
    </div>
  );
}

/**
 * One step's approvers with what each did and when (and the files their decision carried), its mode
 * (或签, 会签, …) and why the engine decided by itself. instanceKey: the request's, absent in a preview.
 */
export function PathStepContent({ step, instanceKey }: { step: PathStep; instanceKey?: string }) {
  const t = useTranslations('workbench.path');
  const mode = step.mode === 'single' ? null : step.mode === 'ratio' ? t('mode.ratio', { ratio: step.pass_ratio ?? 0 }) : t(`mode.${step.mode}`);
  return (
    <div className={styles.pathStep} data-testid="path-step-content">
      {mode || step.pick || step.kind === 'copy' ? (
        <div>
          {step.kind === 'copy' ? <Tag color="blue">{t('copy.tag')}</Tag> : null}
          {mode ? <Tag>{mode}</Tag> : null}
          {step.pick ? <Tag color="purple">{t('pick')}</Tag> : null}
        </div>
      ) : null}
      {step.approvers.map((a, i) => (
        <div key={`${a.key}-${i}`} className={styles.pathPerson}>
          <strong>{a.name}</strong>
          {a.status && PERSON_COLOR[a.status] ? <Tag color={PERSON_COLOR[a.status]}>{t(`person.${a.status}`)}</Tag> : null}
          {a.time ? <time dateTime={a.time} className={styles.secondary}>{formatMoment(a.time, 'datetime')}</time> : null}
          {a.comment ? <span className={styles.pathComment}>{a.comment}</span> : null}
          {instanceKey ? <CommentAttachmentLinks instanceKey={instanceKey} files={a.attachments} /> : null}
          {instanceKey ? <SignatureImage instanceKey={instanceKey} fileKey={a.signature} name={a.name} /> : null}
        </div>
      ))}
      {step.approvers.length === 0 && !step.children?.length && (step.state === 'ahead' || step.state === 'current') ? <Typography.Text type="secondary">{t(step.kind === 'copy' ? 'copy.nobody' : step.pick ? 'pickPending' : 'noApprover')}</Typography.Text> : null}
      {step.note ? <Typography.Text type="secondary" className={styles.pathNote}>{step.note}</Typography.Text> : null}
      {step.children?.map((child) => <ChildPath key={child.instance_key} child={child} />)}
    </div>
  );
}

/** Steps of a path as antd Steps: passed, waiting now, ahead (as far as the engine can tell). */
export function PathSteps({ steps, testId, instanceKey }: { steps: PathStep[]; testId: string; instanceKey?: string }) {
  const stateText = useStateText();
  return (
    <Steps
      orientation="vertical"
      size="small"
      // Every item carries its own status; no step is highlighted as "current" unless it waits now.
      current={Math.max(steps.findIndex((s) => s.state === 'current'), 0)}
      data-testid={testId}
      items={steps.map((step, i) => ({
        key: `${step.node_id ?? 'end'}-${i}`,
        status: STATUS[step.state],
        title: (
          <span data-testid="path-step" data-state={step.state} data-kind={step.kind ?? 'step'} data-node={step.node_id ?? ''}>
            {step.name}{' '}
            {step.name === stateText(step) ? null : <Typography.Text type="secondary" className={styles.pathState}>{stateText(step)}</Typography.Text>}
          </span>
        ),
        content: <PathStepContent step={step} instanceKey={instanceKey} />,
      }))}
    />
  );
}

/**
 * A called request's steps as a plain list under its step: a second antd Steps inside an item of the
 * first would take on that item's look (its colours, its number) instead of its own.
 */
function ChildSteps({ instanceKey }: { instanceKey: string }) {
  const stateText = useStateText();
  const { data, isLoading } = useInstancePath(instanceKey);
  if (isLoading && !data) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!data) return null;
  return (
    <ol className={styles.childPath} data-testid="child-approval-path">
      {data.steps.map((step, i) => (
        <li key={`${step.node_id ?? 'end'}-${i}`} className={styles.childStep} data-status={STATUS[step.state]}>
          <span data-testid="path-step" data-state={step.state} data-kind={step.kind ?? 'step'} data-node={step.node_id ?? ''}>
            {step.name} <Typography.Text type="secondary" className={styles.pathState}>{stateText(step)}</Typography.Text>
          </span>
          <PathStepContent step={step} instanceKey={instanceKey} />
        </li>
      ))}
    </ol>
  );
}

/** The path of a request: who approved each passed step and when, who approves now, who comes next. */
export function ApprovalPath({ instanceKey }: { instanceKey: string }) {
  const { data, isLoading } = useInstancePath(instanceKey);
  if (isLoading && !data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!data) return null;
  return <PathSteps steps={data.steps} testId="approval-path" instanceKey={instanceKey} />;
}
