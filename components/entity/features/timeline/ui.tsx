import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { mutate } from 'swr';
import { ENTITIES } from '@/lib/entities';
import { takesFollowUps, timelineTabsOf } from '@/lib/entity/features/family/family';
import { closeIfShown } from '@/lib/client/close-if-shown';
import { timelineSwrKey } from '../../entity-api';
import type { RecordSlotProps, UiFeature } from '../ui-feature';
import { TimelineWriteButton } from './TimelineWriteButton';

// The timeline and the form of a new timeline record load when first asked for.
const TabLoading = () => <Skeleton active paragraph={{ rows: 4 }} />;
const RecordTimeline = dynamic(() => import('./RecordTimeline').then((m) => m.RecordTimeline), { ssr: false, loading: TabLoading });
const TimelineWriteForm = dynamic(() => import('./TimelineWriteForm').then((m) => m.TimelineWriteForm), { ssr: false });

/** 写跟进 in the header: the first kind the timeline shows, written without opening the tab. */
function WriteAction({ entity, record, recordKey, onDone }: RecordSlotProps) {
  const [writing, setWriting] = useState<number | null>(null);
  const first = timelineTabsOf(entity, ENTITIES)[0];
  if (!first || !takesFollowUps(entity, record)) return null;
  return (
    <>
      <TimelineWriteButton tab={first} primary={false} onClick={() => setWriting(Date.now())} testId="record-write" />
      {writing ? <TimelineWriteForm key={writing} tab={first} recordKey={recordKey} onSaved={onDone} onClosed={closeIfShown(setWriting, writing)} /> : null}
    </>
  );
}

function TimelineTabLabel() {
  return <>{useTranslations('entityUi')('detail.timeline')}</>;
}

/**
 * Records with follow-ups (or other children declared for timelines) get their timeline as a tab,
 * and 写跟进 in the header while they take follow-ups.
 */
export const timelineUi: UiFeature = {
  name: 'timeline',
  record: {
    actions: WriteAction,
    leadingTabs({ entity, record, recordKey, activeTab }) {
      const tabs = timelineTabsOf(entity, ENTITIES);
      if (tabs.length === 0) return [];
      return [{ key: 'timeline', label: <TimelineTabLabel />, children: activeTab === 'timeline' ? <RecordTimeline entity={entity} recordKey={recordKey} tabs={tabs} writable={takesFollowUps(entity, record)} /> : null }];
    },
    refresh: (entity, recordKey) => void mutate(timelineSwrKey(entity, recordKey)),
  },
};
