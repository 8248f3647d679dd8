'use client';

import { Alert, Button, Modal, Radio, Spin, Table, type TableColumnsType } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { useEffect, useMemo, useState } from 'react';
import { defaultMergeChoices, mergeFieldsOf, survivorFirst } from '@/lib/entity/features/merge/merge';
import type { MergePreviewAnswer } from '@/lib/contract/record-merge-schemas';
import { kindOf } from '../../fields';
import { EMPTY_MARK, textOf } from '../../fields/shared';
import { loadMergePreview, runMerge } from './merge-api';
import { movedCounts } from './merge-summary';
import type { ListToolDialogProps } from '../ui-feature';
import styles from './merge.module.css';


type FieldRow = { name: string; label: string };

/**
 * The merge of selected records: the records side by side, one column each; which one survives;
 * per field, the record whose value it keeps (the survivor's, or the first filled one); what will
 * move to it; a confirmation, then one call.
 */
export function MergeDialog({ entity, keys, onClose, onDone }: ListToolDialogProps) {
  const t = useTranslations('entityUi.merge');
  const tAll = useTranslations();
  const { message, modal } = useFeedback();
  const [preview, setPreview] = useState<MergePreviewAnswer | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [survivor, setSurvivor] = useState(keys[0]!);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [running, setRunning] = useState(false);

  const records = useMemo(() => new Map((preview?.records ?? []).map((r) => [String(r[entity.key]), r])), [preview, entity.key]);
  const pickSurvivor = (key: string) => {
    setSurvivor(key);
    setChoices(defaultMergeChoices(entity, survivorFirst(keys, key), records));
  };

  useEffect(() => {
    let live = true;
    loadMergePreview(entity, keys).then((answer) => {
      if (!live) return;
      setPreview(answer);
      const byKey = new Map(answer.records.map((r) => [String(r[entity.key]), r]));
      setChoices(defaultMergeChoices(entity, survivorFirst(keys, keys[0]!), byKey));
    }, (error: unknown) => live && setRefused(error instanceof Error ? error.message : String(error)));
    return () => { live = false; };
  }, [entity, keys]);

  const titleOf = (key: string) => textOf(records.get(key)?.[entity.titleField]) || key;
  const fields: FieldRow[] = mergeFieldsOf(entity).map(([name, field]) => ({ name, label: tAll(field.label) }));
  const moving = preview ? movedCounts(preview.references, survivor) : [];

  const columns: TableColumnsType<FieldRow> = [
    { key: 'field', title: t('field'), dataIndex: 'label', fixed: 'left', width: 110, className: styles.fieldCell },
    ...keys.map((key, at) => ({
      key,
      width: 220,
      title: (
        <Radio checked={survivor === key} onChange={() => pickSurvivor(key)} data-testid={`merge-survivor-${at}`}>
          <span className={styles.recordTitle}>{titleOf(key)}</span>
          {survivor === key ? <span className={styles.keptTag}>{t('kept')}</span> : null}
        </Radio>
      ),
      render: (_: unknown, row: FieldRow) => {
        const record = records.get(key);
        const field = entity.fields[row.name]!;
        const value = record?.[row.name];
        const shown = value === null || value === undefined || value === '' ? EMPTY_MARK : kindOf(field).cell(value, record!, field);
        return (
          <Radio
            checked={(choices[row.name] ?? survivor) === key}
            onChange={() => setChoices((before) => ({ ...before, [row.name]: key }))}
            aria-label={`${row.label} ${titleOf(key)}`}
            data-testid={`merge-choice-${row.name}-${at}`}
          >
            {shown}
          </Radio>
        );
      },
    })),
  ];

  const merge = () => modal.confirm({
    title: t('confirmTitle'),
    content: t('confirmText', { n: keys.length - 1, survivor: titleOf(survivor) }),
    okText: t('confirmOk'),
    okButtonProps: { danger: true, 'data-testid': 'merge-confirm-ok' },
    onOk: async () => {
      setRunning(true);
      try {
        const answer = await runMerge(entity, { survivor, merged: keys.filter((key) => key !== survivor), choices });
        void message.success(answer.msg || t('done'));
        onDone();
      } catch (error) {
        setRefused(error instanceof Error ? error.message : String(error));
      } finally {
        setRunning(false);
      }
    },
  });

  return (
    <Modal
      open
      title={t('title', { entity: tAll(entity.label) })}
      onCancel={running ? undefined : onClose}
      width={Math.min(200 + keys.length * 240, 1100)}
      className={styles.dialog}
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={running}>{t('cancel')}</Button>,
        <Button key="merge" type="primary" danger loading={running} disabled={!preview || running} onClick={merge} data-testid="merge-submit">
          {t('submit')}
        </Button>,
      ]}
      data-testid="merge-dialog"
    >
      {refused ? <Alert type="error" showIcon title={refused} className={styles.block} data-testid="merge-refused" /> : null}
      {!preview && !refused ? <div className={styles.loading}><Spin /></div> : null}
      {preview ? (
        <>
          <p className={styles.hint}>{t('hint')}</p>
          <Table<FieldRow>
            rowKey="name"
            size="small"
            bordered
            pagination={false}
            columns={columns}
            dataSource={fields}
            scroll={{ x: 110 + keys.length * 220, y: 360 }}
            data-testid="merge-table"
          />
          <div className={styles.block} data-testid="merge-summary">
            <strong>{t('summaryTitle', { survivor: titleOf(survivor) })}</strong>
            {moving.length === 0 ? <p className={styles.hint}>{t('nothingMoves')}</p> : (
              <ul className={styles.moves}>
                {moving.map((m) => <li key={m.entity} data-testid={`merge-moves-${m.entity}`}>{t('moves', { kind: tAll(m.label), n: m.count })}</li>)}
              </ul>
            )}
            <p className={styles.hint}>{t('afterwards', { n: keys.length - 1 })}</p>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
