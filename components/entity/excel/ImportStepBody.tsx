'use client';

import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Result, Space, Spin, Typography, Upload } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-result.css';
import '@/components/providers/theme/antd-upload.css';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import type { ImportProgress } from '@/lib/contract/import-answers';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { downloadErrors } from './excel-api';
import { ImportDuplicates } from './ImportDuplicates';
import { ImportMappingStep } from './ImportMappingStep';
import { ImportPreviewStep } from './ImportPreviewStep';
import type { useImportFlow } from './use-import-flow';
import styles from './excel.module.css';

const isXlsx = (name: string) => /\.xlsx$/i.test(name);
const percent = (p: ImportProgress) => (p.total > 0 ? Math.floor((p.done / p.total) * 100) : 0);

interface ImportStepBodyProps {
  entity: EntityDef;
  flow: ReturnType<typeof useImportFlow>;
}

/** What the import dialog shows at its current step: the file chooser, the mapping, the preview, the progress or the summary. */
export function ImportStepBody({ entity, flow }: ImportStepBodyProps): ReactNode {
  const t = useTranslations('excel');
  const { message } = useFeedback();
  const { step, setStep, busy, download, verify } = flow;

  const chooser = (
    <div data-testid="import-dragger">
      <Upload.Dragger
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        disabled={step.kind === 'verifying'}
        beforeUpload={(file) => {
          if (!isXlsx(file.name)) {
            void message.warning(t('modal.onlyXlsx'));
            return Upload.LIST_IGNORE;
          }
          void verify(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('modal.dragHint')}</p>
        <p className="ant-upload-hint">{t('modal.limits')}</p>
      </Upload.Dragger>
    </div>
  );

  switch (step.kind) {
    case 'choose':
      return chooser;
    case 'verifying':
      return (
        <Spin description={t('modal.verifying')}>
          {chooser}
        </Spin>
      );
    case 'refused':
      return (
        <Space orientation="vertical" size={12} className={styles.full}>
          <Alert type="error" showIcon title={step.reason} data-testid="import-refused" />
          {chooser}
        </Space>
      );
    case 'mapping':
      return (
        <Space orientation="vertical" size={12} className={styles.full}>
          <Alert type="success" showIcon title={step.message} data-testid="import-verified" />
          <div className={styles.fileLine}>
            <FileExcelOutlined className={styles.fileIcon} />
            <Typography.Text ellipsis>{step.upload.fileName}</Typography.Text>
            <Button type="link" size="small" onClick={() => setStep({ kind: 'choose' })}>
              {t('modal.chooseAgain')}
            </Button>
          </div>
          <ImportMappingStep upload={step.upload} choice={step.choice} refusal={step.refusal} onChange={(choice) => setStep({ ...step, choice, refusal: null })} />
        </Space>
      );
    case 'preview':
      return <ImportPreviewStep upload={step.upload} choice={step.choice} preview={step.preview} />;
    case 'importing':
      return (
        <div className={styles.progress} data-testid="import-progress">
          <Typography.Text>{t('modal.importing')}</Typography.Text>
          <Progress percent={percent(step.progress)} status="active" />
          <Typography.Text type="secondary">{t('modal.progress', { done: step.progress.done, total: step.progress.total })}</Typography.Text>
        </div>
      );
    case 'finished': {
      const { succeeded, added, updated, failed, stoppedBy, duplicateCount, duplicates } = step.progress;
      return (
        <>
          <Result
            status={stoppedBy ? 'error' : failed > 0 ? 'warning' : 'success'}
            title={stoppedBy ? t('modal.stopped') : t('modal.finished')}
            subTitle={(
              <>
                <span data-testid="import-summary">{t('modal.summary', { succeeded, failed })}</span>
                <br />
                <span data-testid="import-counts">{t('counts', { added, updated })}</span>
              </>
            )}
            extra={failed > 0 && step.progress.errorFileKey ? (
              <Button icon={<DownloadOutlined />} loading={busy === 'errors'} onClick={() => download('errors', () => downloadErrors(step.jobId), 'errors.xlsx')} data-testid="import-errors">
                {t('modal.downloadErrors')}
              </Button>
            ) : undefined}
          />
          <ImportDuplicates entity={entity} count={duplicateCount} duplicates={duplicates} />
        </>
      );
    }
  }
}
