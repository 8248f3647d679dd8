'use client';

import { Alert, Table, Tag, Typography } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import type { ImportVerified } from '@/lib/contract/import-answers';
import type { ImportPreview, PreviewRow } from '@/lib/contract/import-preview';
import { RECORD_KEY_TARGET, type MappingChoice } from './mapping-choice';
import styles from './excel.module.css';

const OUTCOME_COLOURS = { add: 'green', update: 'blue', fail: 'red' } as const;

interface ImportPreviewStepProps {
  upload: ImportVerified;
  choice: MappingChoice;
  preview: ImportPreview;
}

/** 预览: the first rows in the mapped columns, each with what the import would do and why a row would fail. */
export function ImportPreviewStep({ upload, choice, preview }: ImportPreviewStepProps) {
  const t = useTranslations('excel');
  const labels = new Map(upload.fields.map((f) => [f.name, f.label]));
  const mapped = choice.columns.flatMap((target, index) => (target === null ? [] : [{ index, title: target === RECORD_KEY_TARGET ? t('columns.recordKey') : labels.get(target) ?? target }]));
  const failing = preview.rows.filter((r) => r.outcome === 'fail').length;

  return (
    <div className={styles.step} data-testid="import-preview">
      <Typography.Text type="secondary">{t('preview.title', { shown: preview.rows.length, total: preview.total })}</Typography.Text>
      <Alert type={failing > 0 ? 'warning' : 'success'} showIcon title={failing > 0 ? t('preview.someFail', { n: failing }) : t('preview.allGood')} />
      <Table<PreviewRow>
        size="small"
        pagination={false}
        rowKey="rowNumber"
        scroll={{ x: 160 + mapped.length * 140 + 240, y: 320 }}
        dataSource={preview.rows}
        columns={[
          { title: t('preview.rowNumber'), dataIndex: 'rowNumber', width: 64, fixed: 'left' },
          ...mapped.map(({ index, title }) => ({
            title,
            key: `c${index}`,
            width: 140,
            ellipsis: true,
            render: (_: unknown, row: PreviewRow) => row.cells[index] ?? '',
          })),
          {
            title: t('preview.outcome'),
            dataIndex: 'outcome',
            width: 80,
            render: (outcome: PreviewRow['outcome']) => <Tag color={OUTCOME_COLOURS[outcome]}>{t(`preview.outcomes.${outcome}`)}</Tag>,
          },
          { title: t('preview.reason'), dataIndex: 'reason', width: 240, render: (reason: string | null) => (reason ? <Typography.Text type="danger">{reason}</Typography.Text> : null) },
        ]}
      />
    </div>
  );
}
