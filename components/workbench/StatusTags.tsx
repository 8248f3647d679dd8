'use client';

import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { actionTone, instanceTone, taskTone, type Tone } from './status';

function ToneTag({ tone, value, testId }: { tone: Tone; value: string; testId: string }) {
  const t = useTranslations('workbench');
  return (
    <Tag color={tone.color} data-testid={testId} data-status={value}>
      {tone.label ? t(tone.label) : value}
    </Tag>
  );
}

/** A process's state: 审批中, 已通过, 已驳回, 已撤销. */
export function InstanceStatusTag({ status }: { status: string }) {
  return <ToneTag tone={instanceTone(status)} value={status} testId="instance-status" />;
}

/** A task's state: 待处理, 已同意, 已驳回, 已退回, 已取消. */
export function TaskStatusTag({ status }: { status: string }) {
  return <ToneTag tone={taskTone(status)} value={status} testId="task-status" />;
}

/** 完成委派: what the caller did with a task delegated to her, in 我已处理. */
export function HandedBackTag() {
  return <ToneTag tone={actionTone('RESOLVE')} value="RESOLVED" testId="task-handed-back" />;
}
