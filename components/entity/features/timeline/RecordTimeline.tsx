'use client';

import { Alert, Button, Empty, Radio, Skeleton, Timeline, Typography } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-steps.css';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import useSWR, { mutate as mutateGlobal } from 'swr';
import { entityByName } from '@/lib/entities';
import { childTabValues, type ChildTab } from '@/lib/entity/features/family/family';
import type { EntityDef } from '@/lib/entity/types';
import type { TimelineDecl } from '@/lib/entity/features/timeline/declaration';
import { auditItem } from '../../AuditTimeline';
import { closeIfShown } from '@/lib/client/close-if-shown';
import { type AuditEntry, historySwrKey, loadHistory, queryRecords, recordSwrKey, timelineSwrKey } from '../../entity-api';
import { type EntityRecord, kindOf } from '../../fields';
import { formatMoment } from '../../fields/date-values';
import { isBlank } from '../../fields/shared';
import styles from '../../entity-ui.module.css';
import { TimelineWriteButton } from './TimelineWriteButton';
import { TimelineWriteForm } from './TimelineWriteForm';

/** The latest entries of each kind shown (the history call answers its latest 200 as well). */
const ENTRIES_PER_KIND = 100;

type Shown = 'all' | 'follow' | 'history';

/** Follow-ups stand apart from the history's green, blue and red (antd's cyan). */
const FOLLOW_UP_COLOR = '#13a8a8';

interface ChildEntries {
  entity: EntityDef;
  timeline: TimelineDecl;
  records: EntityRecord[];
}

async function loadChildren(tabs: readonly ChildTab[], recordKey: string): Promise<ChildEntries[]> {
  return Promise.all(tabs.map(async (tab) => {
    const entity = entityByName(tab.entity)!;
    const timeline = entity.timeline!;
    const page = await queryRecords(entity, { ...childTabValues(tab, recordKey), pageNo: 1, pageSize: ENTRIES_PER_KIND, column: timeline.time, order: 'desc' });
    return { entity, timeline, records: page.records };
  }));
}

/** One follow-up (or any record declared for timelines): who, how, when; what was said; what comes next. */
function ChildEntry({ entity, timeline, record }: { entity: EntityDef; timeline: TimelineDecl; record: EntityRecord }) {
  const tAll = useTranslations();
  const cell = (name: string) => kindOf(entity.fields[name]!).cell(record[name], record, entity.fields[name]!);
  const more = (timeline.more ?? []).filter((name) => !isBlank(record[name]));
  const time = String(record[timeline.time] ?? '');
  return (
    <div className={styles.auditEntry} data-testid="timeline-entry" data-entity={entity.name}>
      <div className={styles.auditHead}>
        {timeline.who ? <strong>{cell(timeline.who)}</strong> : null}
        <span>{tAll(entity.label)}</span>
        {timeline.tag ? cell(timeline.tag) : null}
        <time dateTime={time} className={styles.auditTime}>
          {formatMoment(time, 'datetime')}
        </time>
      </div>
      <Typography.Paragraph className={styles.timelineText}>{String(record[timeline.text] ?? '')}</Typography.Paragraph>
      {more.length > 0 ? (
        <dl className={styles.changes}>
          {more.map((name) => (
            <div key={name} className={styles.change}>
              <dt>{tAll(entity.fields[name]!.label)}</dt>
              <dd>{kindOf(entity.fields[name]!).detail(record[name], record, entity.fields[name]!)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/**
 * A record's timeline: its follow-ups (the children declared for timelines) and its history
 * (created, changed, distributed, converted) in one line, newest first, or either alone.
 */
export function RecordTimeline({ entity, recordKey, tabs, writable }: { entity: EntityDef; recordKey: string; tabs: readonly ChildTab[]; writable: boolean }) {
  const t = useTranslations('entityUi.timeline');
  const tList = useTranslations('entityUi.list');
  const [shown, setShown] = useState<Shown>('all');
  const [writing, setWriting] = useState<{ tab: ChildTab; opened: number } | null>(null);
  const history = useSWR(historySwrKey(entity, recordKey), () => loadHistory(entity, recordKey), { revalidateOnFocus: false, shouldRetryOnError: false });
  const children = useSWR(timelineSwrKey(entity, recordKey), () => loadChildren(tabs, recordKey), { revalidateOnFocus: false, shouldRetryOnError: false });

  if (history.isLoading || children.isLoading) return <Skeleton active paragraph={{ rows: 5 }} />;
  if ((history.error && !history.data) || (children.error && !children.data)) {
    const retry = () => {
      void history.mutate();
      void children.mutate();
    };
    return <Alert type="error" showIcon title={t('loadFailed')} action={<Button size="small" onClick={retry}>{tList('retry')}</Button>} />;
  }

  const entries: { time: number; item: { key: string; color: string; content: ReactNode } }[] = [];
  if (shown !== 'history') {
    for (const { entity: child, timeline, records } of children.data ?? []) {
      for (const record of records) {
        entries.push({
          time: new Date(String(record[timeline.time])).getTime(),
          item: { key: `${child.name}:${String(record[child.key])}`, color: FOLLOW_UP_COLOR, content: <ChildEntry entity={child} timeline={timeline} record={record} /> },
        });
      }
    }
  }
  if (shown !== 'follow') {
    (history.data ?? []).forEach((entry: AuditEntry, index) => entries.push({ time: new Date(entry.create_time).getTime(), item: auditItem(entity, entry, index) }));
  }
  entries.sort((a, b) => b.time - a.time);

  return (
    <div data-testid="record-timeline">
      <div className={styles.timelineBar}>
        <Radio.Group value={shown} onChange={(e) => setShown(e.target.value as Shown)} optionType="button" size="small">
          <Radio.Button value="all">{t('all')}</Radio.Button>
          <Radio.Button value="follow">{t('follow')}</Radio.Button>
          <Radio.Button value="history">{t('history')}</Radio.Button>
        </Radio.Group>
        {writable ? tabs.map((tab) => <TimelineWriteButton key={tab.entity} tab={tab} onClick={() => setWriting({ tab, opened: Date.now() })} />) : null}
      </div>
      {writing ? (
        <TimelineWriteForm
          key={writing.opened}
          tab={writing.tab}
          recordKey={recordKey}
          onSaved={() => {
            void children.mutate();
            // The record's own figures a follow-up moves (last and next follow-up time, status).
            void mutateGlobal(recordSwrKey(entity, recordKey));
          }}
          onClosed={closeIfShown(setWriting, writing)}
        />
      ) : null}
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        <Timeline items={entries.map((e) => e.item)} className={styles.timeline} />
      )}
    </div>
  );
}
