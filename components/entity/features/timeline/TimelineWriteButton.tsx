'use client';

import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { entityByName } from '@/lib/entities';
import type { ChildTab } from '@/lib/entity/features/family/family';
import { useEntityRights } from '../../entity-rights';

/** 写跟进: a new follow-up (or other timeline record) of the record, offered to whoever may create one. */
export function TimelineWriteButton({ tab, onClick, primary = true, testId = 'timeline-write' }: { tab: ChildTab; onClick: () => void; primary?: boolean; testId?: string }) {
  const t = useTranslations('entityUi.timeline');
  const child = entityByName(tab.entity)!;
  const rights = useEntityRights(child);
  if (!rights.create) return null;
  return (
    <Button type={primary ? 'primary' : 'default'} size={primary ? 'small' : undefined} icon={<EditOutlined />} onClick={onClick} data-testid={testId} data-entity={child.name}>
      {t('write')}
    </Button>
  );
}
