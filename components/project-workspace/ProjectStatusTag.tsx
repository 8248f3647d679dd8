'use client';

import { Tag } from 'antd';
import { textOfDictValue, useDictItems } from '@/components/entity/fields/dict-items';
import type { ProjectStatus } from '@/lib/entities/project';

const COLORS: Readonly<Record<ProjectStatus, string>> = {
  DRAFT: 'default',
  PROGRESS: 'orange',
  REJECTED: 'red',
  ONGOING: 'blue',
  FINISHED: 'green',
  CLOSED: 'default',
};

/** A project's status in the words of its dictionary (project_status), coloured by where it stands. */
export function ProjectStatusTag({ status }: { status: string }) {
  const { data } = useDictItems('project_status');
  return (
    <Tag color={COLORS[status as ProjectStatus] ?? 'default'} data-testid="workspace-status" data-value={status}>
      {textOfDictValue(data, status)}
    </Tag>
  );
}
