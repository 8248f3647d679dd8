'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Progress, Result, Skeleton, Typography } from 'antd';
import '@/components/providers/theme/antd-drawer.css';
import '@/components/providers/theme/antd-result.css';
import '@/components/providers/theme/antd-upload.css';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR, { mutate } from 'swr';
import { keyResultCheckInEntity } from '@/lib/entities/key-result-check-in';
import { keyResultEntity } from '@/lib/entities/key-result';
import { objectiveEntity } from '@/lib/entities/objective';
import type { EntityDef } from '@/lib/entity/types';
import { showDeleteFailure } from '@/components/entity/delete-feedback';
import { deleteRecord } from '@/components/entity/entity-api';
import { useEntityRights } from '@/components/entity/entity-rights';
import type { EntityRecord } from '@/components/entity/fields';
import { useProjectWorkspace } from '../workspace-context';
import { CheckInHistory } from './CheckInHistory';
import { ObjectiveCard, type OkrOpeners } from './ObjectiveCard';
import { checkInsKey, loadObjectives, objectivesKey, refreshObjective } from './okr-api';
import styles from './okr.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { closeIfShown } from '@/lib/client/close-if-shown';

const EntityFormDrawer = dynamic(() => import('@/components/entity/EntityFormDrawer').then((m) => m.EntityFormDrawer), { ssr: false });

interface FormTarget {
  entity: EntityDef;
  fixed: Record<string, string>;
  recordKey: string | null;
  /** The objective whose figures change with the save. */
  objectiveKey: string | null;
  opened: number;
}

/** The objectives' progress together, each weighing as it is weighted. */
function overall(objectives: readonly EntityRecord[]): number {
  const weights = objectives.reduce((sum, o) => sum + Number(o.weight ?? 0), 0);
  return weights > 0 ? Math.round(objectives.reduce((sum, o) => sum + Number(o.progress ?? 0) * Number(o.weight ?? 0), 0) / weights) : 0;
}

/**
 * The workspace's objectives tab (目标): the project's objectives with their key results, their
 * owners, weights and progress; a check-in on a key result records its progress with a note, and
 * the objective's progress follows on the server.
 */
export function ProjectObjectives() {
  const t = useTranslations('project.okr');
  const tAll = useTranslations();
  const { message } = useFeedback();
  const { project, locked } = useProjectWorkspace();
  const projectKey = project.project_key;
  const rights = useEntityRights(objectiveEntity);
  const editable = rights.update && !locked;
  const { data: objectives, error, isLoading, mutate: reload } = useSWR<EntityRecord[], Error>(objectivesKey(projectKey), () => loadObjectives(projectKey), { revalidateOnFocus: false });
  const [form, setForm] = useState<FormTarget | null>(null);
  const [history, setHistory] = useState<EntityRecord | null>(null);

  const openForm = (entity: EntityDef, fixed: Record<string, string>, recordKey: string | null, objectiveKey: string | null) =>
    setForm({ entity, fixed, recordKey, objectiveKey, opened: Date.now() });

  const open: OkrOpeners = {
    keyResult: (objectiveKey, key) => openForm(keyResultEntity, { objective_key: objectiveKey }, key, objectiveKey),
    checkIn: (objectiveKey, keyResult) => openForm(keyResultCheckInEntity, { key_result_key: String(keyResult.key_result_key) }, null, objectiveKey),
    history: setHistory,
    editObjective: (key) => openForm(objectiveEntity, { project_key: projectKey }, key, null),
    async remove(kind, key, objectiveKey) {
      try {
        const answer = await deleteRecord(kind === 'objective' ? objectiveEntity : keyResultEntity, key);
        void message.success(answer.msg || tAll('crud.deleted'));
        refreshObjective(projectKey, objectiveKey);
      } catch (failure) {
        showDeleteFailure(message, failure);
      }
    },
  };

  const afterSave = () => {
    if (!form) return;
    if (form.objectiveKey) refreshObjective(projectKey, form.objectiveKey);
    else void reload();
    if (form.entity === keyResultCheckInEntity) void mutate(checkInsKey(form.fixed.key_result_key!));
  };

  const list = objectives ?? [];
  return (
    <div className={styles.page} data-testid="project-objectives">
      <section className={styles.summary}>
        <Typography.Title level={2} className={styles.summaryTitle}>{t('title')}</Typography.Title>
        <Typography.Text type="secondary">{t('count', { n: list.length })}</Typography.Text>
        <div className={styles.summaryProgress} data-testid="okr-overall" data-progress={overall(list)}>
          <Progress percent={overall(list)} size="small" aria-label={t('title')} />
        </div>
        {editable ? (
          <Button type="primary" icon={<PlusOutlined />} className={styles.summaryActions} onClick={() => openForm(objectiveEntity, { project_key: projectKey }, null, null)} data-testid="objective-create">
            {t('addObjective')}
          </Button>
        ) : null}
      </section>
      {isLoading ? <Skeleton active /> : error ? (
        <Result status="warning" title={t('loadFailed')} extra={<Button onClick={() => void reload()}>{tAll('project.workspace.retry')}</Button>} />
      ) : list.length === 0 ? (
        <Empty description={t('empty')} className={styles.summary} />
      ) : (
        list.map((objective) => <ObjectiveCard key={String(objective.objective_key)} objective={objective} editable={editable} open={open} />)
      )}

      {form ? (
        <EntityFormDrawer
          key={form.opened}
          entity={form.entity}
          fixed={form.fixed}
          recordKey={form.recordKey}
          onSaved={afterSave}
          onClosed={closeIfShown(setForm, form)}
        />
      ) : null}
      <Drawer
        open={history !== null}
        title={history ? t('historyOf', { title: String(history.title ?? '') }) : null}
        onClose={() => setHistory(null)}
        size={480}
        destroyOnHidden
      >
        {history ? <CheckInHistory keyResultKey={String(history.key_result_key)} /> : null}
      </Drawer>
    </div>
  );
}
