'use client';

import { Alert, Radio, Select, Table, Tag, Typography } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import type { ImportColumn, ImportVerified } from '@/lib/contract/import-answers';
import { RECORD_KEY_TARGET, repeatedTargets, type MappingChoice } from './mapping-choice';
import styles from './excel.module.css';

/** antd shows a null value as empty: 不导入 is an option of its own. */
const SKIP = '';

interface ImportMappingStepProps {
  upload: ImportVerified;
  choice: MappingChoice;
  onChange: (choice: MappingChoice) => void;
  /** Why the server refused the mapping, in the user's language. */
  refusal: string | null;
}

/**
 * 对应字段: each column of the file (its header and first values) with the field it goes into,
 * the import mode (仅新增 / 更新已有记录) and, for updates, the field that matches existing records.
 */
export function ImportMappingStep({ upload, choice, onChange, refusal }: ImportMappingStepProps) {
  const t = useTranslations('excel');
  const repeated = repeatedTargets(choice.columns);
  const fieldOptions = [
    { value: SKIP, label: t('mapping.skip') },
    ...upload.fields.map((f) => ({ value: f.name, label: f.required ? `${f.label}${t('mapping.requiredMark')}` : f.label })),
    { value: RECORD_KEY_TARGET, label: t('mapping.recordKey') },
  ];
  const keyOptions = [
    ...upload.fields.filter((f) => f.matches).map((f) => ({ value: f.name, label: f.label })),
    { value: RECORD_KEY_TARGET, label: t('columns.recordKey') },
  ];
  const setColumn = (index: number, value: string) => onChange({ ...choice, columns: choice.columns.map((c, i) => (i === index ? (value === SKIP ? null : value) : c)) });

  return (
    <div className={styles.step} data-testid="import-mapping">
      <Typography.Text type="secondary">{t('mapping.hint')}</Typography.Text>
      {upload.remembered ? <Alert type="info" showIcon title={t('mapping.remembered')} data-testid="import-remembered" /> : null}
      {upload.columns.some((column) => column.suggested) ? <Alert type="warning" showIcon title={t('mapping.suggestedNotice')} data-testid="import-suggested-notice" /> : null}
      <Table<ImportColumn & { index: number }>
        size="small"
        pagination={false}
        rowKey="index"
        scroll={{ y: 320 }}
        dataSource={upload.columns.map((column, index) => ({ ...column, index }))}
        columns={[
          {
            // The first values sit under the header, so the field choice stays in view on a phone.
            title: t('mapping.column'),
            key: 'column',
            width: '45%',
            render: (_, column) => (
              <div className={styles.columnCell}>
                <Typography.Text strong>{column.header || t('mapping.blankHeader')}</Typography.Text>
                <Typography.Text type="secondary" ellipsis={{ tooltip: column.samples.join(' / ') }} className={styles.samples}>{column.samples.join(' / ')}</Typography.Text>
              </div>
            ),
          },
          {
            title: t('mapping.field'),
            key: 'target',
            render: (_, column) => {
              const value = choice.columns[column.index] ?? null;
              // A suggestion stays marked while the user keeps it, so it is confirmed rather than taken unseen.
              const suggested = column.suggested && value === column.target;
              return (
                <div className={styles.mappedCell}>
                <Select
                  id={`import-map-${column.index}`}
                  className={styles.full}
                  value={value ?? SKIP}
                  options={fieldOptions}
                  status={value !== null && repeated.has(value) ? 'error' : undefined}
                  showSearch={{ optionFilterProp: 'label' }}
                  onChange={(next: string) => setColumn(column.index, next)}
                  aria-label={column.header}
                  data-testid={`import-map-${column.index}`}
                />
                {suggested ? <Tag color="gold" className={styles.suggested} data-testid={`import-suggested-${column.index}`}>{t('mapping.suggested')}</Tag> : null}
                </div>
              );
            },
          },
        ]}
      />
      <div className={styles.modeLine}>
        <Typography.Text>{t('mapping.mode')}</Typography.Text>
        <Radio.Group
          value={choice.mode}
          onChange={(event) => onChange({ ...choice, mode: event.target.value as MappingChoice['mode'] })}
          options={[{ value: 'create', label: t('mapping.createOnly') }, { value: 'update', label: t('mapping.update') }]}
          data-testid="import-mode"
        />
      </div>
      {choice.mode === 'update' ? (
        <div className={styles.modeLine}>
          <Typography.Text>{t('mapping.keyField')}</Typography.Text>
          <Select
            id="import-key-field"
            className={styles.keySelect}
            value={choice.keyField ?? undefined}
            placeholder={t('mapping.keyFieldPlaceholder')}
            options={keyOptions}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(keyField: string) => onChange({ ...choice, keyField })}
            data-testid="import-key-field"
          />
          <Typography.Text type="secondary" className={styles.full}>{t('mapping.updateHint')}</Typography.Text>
        </div>
      ) : null}
      {refusal ? <Alert type="error" showIcon title={refusal} data-testid="import-mapping-refused" /> : null}
    </div>
  );
}
