'use client';

import { Alert, Drawer, Grid, Result, Skeleton, Tag, Typography } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-result.css';
import '@/components/providers/theme/antd-drawer.css';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { formatMoment } from '@/components/entity/fields/date-values';
import { useSession } from '@/lib/client/session-state';
import { ApprovalPath } from './ApprovalPath';
import { CancelRequestButton } from './CancelRequestButton';
import { CommentTimeline } from './CommentTimeline';
import { ProcessDiagram } from './ProcessDiagram';
import { UrgeButton } from './DelegationButtons';
import { NextTaskBar, type NextTask } from './NextTaskBar';
import { PrintButton } from './PrintButton';
import { mayCancel, mayUrge, taskActions, type GoneOn } from './status';
import { DelegatedBy } from './DelegatedBy';
import { useDepartureText } from './departure-text';
import { FailedServiceCalls } from './FailedServiceCalls';
import { SignerList } from './SignerList';
import { InstanceStatusTag, TaskStatusTag } from './StatusTags';
import { SubmittedFormView } from './SubmittedFormView';
import { DesignedFormView } from '@/components/approval-form/port';
import { editableDesign } from '@/lib/contract/approval-form/field-rights';
import { TaskActions } from './TaskActions';
import { useSubmittedForm, useTaskForm } from './workbench-api';
import styles from './workbench.module.css';

const DRAWER_WIDTH = 880;

interface Target {
  taskId: string | null;
  instanceId: string | null;
}

/** On 待我审批: once the open task is decided, the drawer offers the next one (or the way back). */
interface AfterDecision {
  next: NextTask | null;
  open: (next: NextTask) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <Typography.Title level={3} className={styles.sectionTitle}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/**
 * A task or request in full (opened from a list row or a message link): what was submitted, the
 * diagram with where the request stands, the history, and the actions the caller may take now.
 */
export function TaskDetailDrawer({ taskId, instanceId, onClose, afterDecision }: Target & { onClose: () => void; afterDecision?: AfterDecision }) {
  const t = useTranslations('workbench');
  const screens = Grid.useBreakpoint();
  const { userKey } = useSession();
  const departureText = useDepartureText();
  // The content stays while the drawer slides away after the address lost its parameters.
  const [shown, setShown] = useState<Target | null>(null);
  const wanted = taskId || instanceId ? { taskId, instanceId } : null;
  // The task decided here (or left waiting for signers), so the footer goes on to the next one instead of the actions.
  const [decided, setDecided] = useState<{ task: string; how: GoneOn } | null>(null);
  if (wanted && (wanted.taskId !== shown?.taskId || wanted.instanceId !== shown?.instanceId)) setShown(wanted);

  const taskForm = useTaskForm(shown?.taskId ?? null);
  const instanceKey = shown?.instanceId ?? taskForm.data?.task?.instance_key ?? null;
  const form = useSubmittedForm(instanceKey);
  const task = taskForm.data?.task ?? null;
  const failed = (shown?.taskId && taskForm.error && !taskForm.data) || (form.error && !form.data);

  let body: ReactNode;
  if (failed) body = <Result status="warning" title={t('detail.notFound')} />;
  else if (!form.data || !instanceKey) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else {
    const request = form.data;
    body = (
      <div data-testid="task-detail" data-instance={request.instance_key}>
        <Typography.Title level={2} className={styles.detailTitle}>
          <span data-entered>{request.title}</span>
          <InstanceStatusTag status={request.status} />
        </Typography.Title>
        {/* The request's own names fill this line (data); its words are the messages'. */}
        <div className={styles.detailHeader} data-entered>
          {request.request_no ? <span data-testid="request-number">{t('detail.number', { number: request.request_no })}</span> : null}
          <span>{t('detail.process', { name: request.process_name, version: request.version })}</span>
          <span>{t('detail.applicant', { name: request.initiator_name })}</span>
          <span>{t('detail.startedAt', { time: formatMoment(request.start_time, 'datetime') })}</span>
          {request.end_time ? <span>{t('detail.endedAt', { time: formatMoment(request.end_time, 'datetime') })}</span> : null}
          {task ? (
            <span>
              {t('detail.task', { name: task.task_name })} <TaskStatusTag status={task.status} />
              {task.delegation === 'PENDING' && task.status === 'PENDING' ? <Tag color="cyan" data-testid="task-delegating">{t('detail.delegating')}</Tag> : null}
              {task.sign_kind ? <Tag color="magenta" data-testid="task-sign-kind">{t(task.sign_kind === 'BEFORE' ? 'detail.signBefore' : 'detail.signAfter')}</Tag> : null}
            </span>
          ) : null}
          {task?.delegation === 'PENDING' && task.status === 'PENDING' && task.delegator ? <DelegatedBy delegator={task.delegator} /> : null}
        </div>
        {task?.departure ? <Alert type="info" showIcon className={styles.departure} data-testid="task-departure" title={t('departure.taskTitle')} description={departureText(task.departure)} /> : null}
        {task?.signers?.length ? <SignerList signers={task.signers} /> : null}
        <FailedServiceCalls instanceKey={request.instance_key} />
        <Section title={t('detail.form')}>
          {request.design ? <DesignedFormView design={request.design} data={request.form_data} instanceKey={request.instance_key} recordLabels={request.record_labels} /> : <SubmittedFormView fields={request.fields} data={request.form_data} />}
        </Section>
        <Section title={t('detail.path')}>
          <ApprovalPath instanceKey={request.instance_key} />
        </Section>
        <Section title={t('detail.diagram')}>
          <ProcessDiagram instanceKey={request.instance_key} />
        </Section>
        <Section title={t('detail.history')}>
          <CommentTimeline instanceKey={request.instance_key} />
        </Section>
      </div>
    );
  }

  const request = form.data;
  const offered = task && taskForm.data ? taskActions(task, taskForm.data.node_type) : [];
  const cancelable = request ? mayCancel(request, userKey) : false;
  const urgeable = request ? mayUrge(request, userKey) : false;
  const goneOn = afterDecision && shown?.taskId && decided?.task === shown.taskId ? decided.how : null;
  const footer = afterDecision && goneOn ? (
    <NextTaskBar next={afterDecision.next} how={goneOn} onNext={afterDecision.open} onBack={onClose} />
  ) : request && (offered.length > 0 || cancelable || urgeable) ? (
      <div className={styles.footer} data-testid="task-actions">
        {cancelable ? <CancelRequestButton instanceKey={request.instance_key} title={request.title} /> : null}
        {urgeable ? <UrgeButton instanceKey={request.instance_key} title={request.title} /> : null}
        {task && taskForm.data && offered.length > 0 ? (
          <TaskActions
            task={task}
            nodeType={taskForm.data.node_type}
            fields={taskForm.data.node_type === 'startEvent' ? request.fields : taskForm.data.fields}
            design={taskForm.data.node_type === 'startEvent' ? request.design : null}
            editDesign={taskForm.data.node_type === 'userTask' && request.design && task.editable_fields.length ? editableDesign(request.design, task.editable_fields) : null}
            submitted={request.form_data}
            onDecided={(how = 'decided') => setDecided({ task: task.task_key, how })}
          />
        ) : null}
      </div>
    ) : null;

  return (
    <Drawer
      open={wanted !== null}
      onClose={onClose}
      afterOpenChange={(visible) => {
        if (!visible) setShown(null);
      }}
      size={screens.md !== false ? DRAWER_WIDTH : '100%'}
      title={t('detail.title')}
      extra={request ? <PrintButton instanceKey={request.instance_key} title={request.title} /> : null}
      footer={footer}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
