'use client';

import { ArrowRightOutlined } from '@ant-design/icons';
import { MERGE_AUDIT_ACTIONS } from '@/lib/entity/features/merge/declaration';
import { Alert, Button, Empty, Skeleton, Timeline, Typography } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-steps.css';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import type { EntityDef } from '@/lib/entity/types';
import { type AuditEntry, type FieldChange, historySwrKey, loadHistory } from './entity-api';
import { kindOf } from './fields';
import { formatMoment } from './fields/date-values';
import { isBlank, textOf } from './fields/shared';
import styles from './entity-ui.module.css';
import { REVEAL_ACTION } from '@/lib/entity/features/sensitive/fields';
import { RevealedFields } from './features/sensitive/RevealedFields';

const ACTION_COLOR: Readonly<Record<string, string>> = { create: 'green', update: 'blue', delete: 'red' };

/** What an entry says was done: a generic write, a declared action by its button's name, or a system step. */
function useActionText(entity: EntityDef): (action: string) => string {
  const t = useTranslations('entityUi.history');
  const tAll = useTranslations();
  return (action) => {
    const declared = entity.actions && Object.hasOwn(entity.actions, action) ? entity.actions[action] : undefined;
    if (declared) return tAll(declared.label);
    return t.has(action) ? t(action) : action;
  };
}

function ChangeValue({ entity, change, side }: { entity: EntityDef; change: FieldChange; side: 'old' | 'new' }) {
  const t = useTranslations('entityUi.history');
  const value = change[side];
  if (isBlank(value)) return <Typography.Text type="secondary">{t('blank')}</Typography.Text>;
  const field = entity.fields[change.field];
  // A field no longer declared is still shown, as the text it had.
  return <>{field ? kindOf(field).detail(value, {}, field) : textOf(value)}</>;
}

function Changes({ entity, entry }: { entity: EntityDef; entry: AuditEntry }) {
  const t = useTranslations('entityUi.history');
  const tAll = useTranslations();
  // A merge's entry says what happened in its action; the keys it names mean nothing to a reader.
  if (entry.action === 'delete' || MERGE_AUDIT_ACTIONS.includes(entry.action)) return null;
  if (entry.action === REVEAL_ACTION) return <RevealedFields entity={entity} changes={entry.changes} />;
  const shown = entry.action === 'create' ? entry.changes.filter((c) => !isBlank(c.new)) : entry.changes;
  if (shown.length === 0) return <Typography.Text type="secondary">{t('noChanges')}</Typography.Text>;
  return (
    <dl className={styles.changes}>
      {shown.map((change) => {
        const field = entity.fields[change.field];
        return (
          <div key={change.field} className={styles.change}>
            <dt>{field ? tAll(field.label) : change.field}</dt>
            <dd>
              {entry.action !== 'create' ? (
                <>
                  <span className={styles.oldValue}>
                    <ChangeValue entity={entity} change={change} side="old" />
                  </span>
                  <ArrowRightOutlined className={styles.changeArrow} aria-hidden />
                </>
              ) : null}
              <ChangeValue entity={entity} change={change} side="new" />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A record's history, newest first: who did what when, and each changed field old -> new. */
export function AuditTimeline({ entity, recordKey }: { entity: EntityDef; recordKey: string }) {
  const t = useTranslations('entityUi.history');
  const tList = useTranslations('entityUi.list');
  const { data, error, isLoading, mutate } = useSWR<AuditEntry[], Error>(historySwrKey(entity, recordKey), () => loadHistory(entity, recordKey), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        action={
          <Button size="small" onClick={() => void mutate()}>
            {tList('retry')}
          </Button>
        }
      />
    );
  }
  if (!data || data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;

  const items = data.map((entry, index) => auditItem(entity, entry, index));
  return <Timeline items={items} className={styles.timeline} />;
}

/** One history entry as a timeline item (the record page's timeline mixes them with follow-ups). */
export function auditItem(entity: EntityDef, entry: AuditEntry, index: number): { key: string; color: string; content: ReactNode } {
  return {
    key: entry.audit_key ?? `${entry.create_time}-${index}`,
    color: Object.hasOwn(ACTION_COLOR, entry.action) ? ACTION_COLOR[entry.action]! : 'purple',
    content: <AuditEntryView entity={entity} entry={entry} />,
  };
}

function AuditEntryView({ entity, entry }: { entity: EntityDef; entry: AuditEntry }) {
  const t = useTranslations('entityUi.history');
  const actionText = useActionText(entity);
  return (
    <div className={styles.auditEntry} data-testid="audit-entry" data-action={entry.action}>
      <div className={styles.auditHead}>
        <strong>{entry.operator_name || t('someone')}</strong>
        <span>{actionText(entry.action)}</span>
        <time dateTime={entry.create_time} className={styles.auditTime}>
          {formatMoment(entry.create_time, 'datetime')}
        </time>
      </div>
      <Changes entity={entity} entry={entry} />
    </div>
  );
}
