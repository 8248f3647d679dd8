'use client';

import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Result, Space, Spin, Typography, Upload } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-result.css';
import '@/components/providers/theme/antd-upload.css';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '@/lib/client/api-error';
import type { EntityDef } from '@/lib/entity/types';
import type { ImportProgress, ImportVerified } from '@/lib/contract/import-answers';
import type { ImportPreview } from '@/lib/contract/import-preview';
import { downloadErrors, downloadTemplate, previewImport, saveFile, saveMapping, startImport, verifyImport } from './excel-api';
import { ImportDuplicates } from './ImportDuplicates';
import { ImportMappingStep } from './ImportMappingStep';
import { ImportPreviewStep } from './ImportPreviewStep';
import { initialChoice, type MappingChoice } from './mapping-choice';
import { useImportProgress } from './use-import-progress';
import { useSessionExpiredDialog } from './session-expired';
import styles from './excel.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

type Step =
  | { kind: 'choose' }
  | { kind: 'verifying'; fileName: string }
  | { kind: 'refused'; fileName: string; reason: string }
  | { kind: 'mapping'; upload: ImportVerified; message: string; choice: MappingChoice; refusal: string | null }
  | { kind: 'preview'; upload: ImportVerified; message: string; choice: MappingChoice; preview: ImportPreview }
  | { kind: 'importing'; jobId: string; progress: ImportProgress }
  | { kind: 'finished'; jobId: string; progress: ImportProgress };

interface ImportModalProps {
  entity: EntityDef;
  entityLabel: string;
  /** Field values every imported row gets (the parent's key of an embedded list). */
  fixed: Readonly<Record<string, string>>;
  onClose: () => void;
  /** Records were written: the list reloads. */
  onImported: () => void;
}

const isXlsx = (name: string) => /\.xlsx$/i.test(name);

/**
 * 导入: download the template, upload an .xlsx (checked by the server, which names the file when
 * it passes and says what is wrong when not), map its columns to fields and choose whether rows
 * update existing records, preview the first rows as the import would take them, start the
 * import, follow its progress, then the summary with the error file when rows failed and the rows
 * imported although they likely duplicate a record. A lost session gets its own dialog.
 */
export function ImportModal({ entity, entityLabel, fixed, onClose, onImported }: ImportModalProps) {
  const t = useTranslations('excel');
  const { message } = useFeedback();
  const sessionExpired = useSessionExpiredDialog();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState<'template' | 'preview' | 'start' | 'errors' | null>(null);
  const alive = useRef(true);
  useEffect(() => () => {
    alive.current = false;
  }, []);

  /** Answers true when the failure was handled as a lost session. */
  const lostSession = (failure: unknown) => {
    if (isApiError(failure) && failure.kind === 'unauthorized') {
      sessionExpired();
      return true;
    }
    return false;
  };

  const download = async (which: 'template' | 'errors', load: () => ReturnType<typeof downloadTemplate>, fallbackName: string) => {
    setBusy(which);
    try {
      saveFile(await load(), fallbackName);
    } catch (failure) {
      if (!lostSession(failure)) void message.error(isApiError(failure) && failure.kind === 'http' ? failure.message : t('downloadFailed'));
    } finally {
      setBusy(null);
    }
  };

  const verify = async (file: File) => {
    setStep({ kind: 'verifying', fileName: file.name });
    try {
      const answer = await verifyImport(entity, file, fixed);
      if (!alive.current) return;
      setStep({ kind: 'mapping', upload: answer.data, message: answer.msg, choice: initialChoice(answer.data), refusal: null });
      void message.success(answer.msg);
    } catch (failure) {
      if (lostSession(failure) || !alive.current) return;
      const reason = isApiError(failure) ? failure.message : t('downloadFailed');
      setStep({ kind: 'refused', fileName: file.name, reason });
      void message.error(reason);
    }
  };

  /** Keeps the mapping on the server (which refuses a bad one with its reason), then previews the first rows. */
  const toPreview = async (current: Extract<Step, { kind: 'mapping' }>) => {
    setBusy('preview');
    try {
      await saveMapping({ importKey: current.upload.importKey, ...current.choice });
      const preview = await previewImport(current.upload.importKey);
      if (!alive.current) return;
      setStep({ kind: 'preview', upload: current.upload, message: current.message, choice: current.choice, preview });
    } catch (failure) {
      if (lostSession(failure) || !alive.current) return;
      setStep({ ...current, refusal: isApiError(failure) ? failure.message : t('modal.stopped') });
    } finally {
      setBusy(null);
    }
  };

  const start = async (upload: ImportVerified) => {
    setBusy('start');
    try {
      const { jobId, total } = await startImport(upload.importKey);
      setStep({ kind: 'importing', jobId, progress: { total, done: 0, succeeded: 0, added: 0, updated: 0, failed: 0, finished: false, errorFileKey: null, stoppedBy: null, duplicateCount: 0, duplicates: [] } });
    } catch (failure) {
      if (!lostSession(failure)) {
        const reason = isApiError(failure) ? failure.message : t('modal.stopped');
        setStep({ kind: 'refused', fileName: upload.fileName, reason });
      }
    } finally {
      setBusy(null);
    }
  };

  // Follows a running import until it finishes; stops when the modal closes or the session is lost.
  const jobId = step.kind === 'importing' ? step.jobId : null;
  useImportProgress(jobId, {
    progressed: (progress) => setStep({ kind: 'importing', jobId: jobId!, progress }),
    finished: (progress) => {
      setStep({ kind: 'finished', jobId: jobId!, progress });
      if (progress.succeeded > 0) onImported();
    },
    lostSession,
  });

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

  const percent = (p: ImportProgress) => (p.total > 0 ? Math.floor((p.done / p.total) * 100) : 0);

  let body: ReactNode;
  switch (step.kind) {
    case 'choose':
      body = chooser;
      break;
    case 'verifying':
      body = (
        <Spin description={t('modal.verifying')}>
          {chooser}
        </Spin>
      );
      break;
    case 'refused':
      body = (
        <Space orientation="vertical" size={12} className={styles.full}>
          <Alert type="error" showIcon title={step.reason} data-testid="import-refused" />
          {chooser}
        </Space>
      );
      break;
    case 'mapping':
      body = (
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
      break;
    case 'preview':
      body = <ImportPreviewStep upload={step.upload} choice={step.choice} preview={step.preview} />;
      break;
    case 'importing':
      body = (
        <div className={styles.progress} data-testid="import-progress">
          <Typography.Text>{t('modal.importing')}</Typography.Text>
          <Progress percent={percent(step.progress)} status="active" />
          <Typography.Text type="secondary">{t('modal.progress', { done: step.progress.done, total: step.progress.total })}</Typography.Text>
        </div>
      );
      break;
    case 'finished': {
      const { succeeded, added, updated, failed, stoppedBy, duplicateCount, duplicates } = step.progress;
      body = (
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
      break;
    }
  }

  const footer = (() => {
    if (step.kind === 'mapping') {
      return [
        <Button key="cancel" onClick={onClose}>{t('modal.close')}</Button>,
        <Button key="next" type="primary" loading={busy === 'preview'} onClick={() => toPreview(step)} data-testid="import-next">
          {t('mapping.next')}
        </Button>,
      ];
    }
    if (step.kind === 'preview') {
      return [
        <Button key="back" onClick={() => setStep({ kind: 'mapping', upload: step.upload, message: step.message, choice: step.choice, refusal: null })} data-testid="import-back">
          {t('preview.back')}
        </Button>,
        <Button key="start" type="primary" loading={busy === 'start'} onClick={() => start(step.upload)} data-testid="import-start">
          {t('modal.start')}
        </Button>,
      ];
    }
    if (step.kind === 'finished') {
      return [
        <Button key="again" onClick={() => setStep({ kind: 'choose' })}>{t('modal.again')}</Button>,
        <Button key="close" type="primary" onClick={onClose}>{t('modal.close')}</Button>,
      ];
    }
    return [<Button key="close" onClick={onClose}>{t('modal.close')}</Button>];
  })();

  return (
    <Modal open title={t('modal.title', { entity: entityLabel })} onCancel={onClose} footer={footer} maskClosable={false} width={step.kind === 'mapping' || step.kind === 'preview' ? 800 : 560} destroyOnHidden data-testid="import-modal">
      <div className={styles.body}>
        {step.kind === 'choose' || step.kind === 'refused' ? (
          <div className={styles.templateLine}>
            <Typography.Text type="secondary">{t('modal.templateHint')}</Typography.Text>
            <Button type="link" icon={<DownloadOutlined />} loading={busy === 'template'} onClick={() => download('template', () => downloadTemplate(entity), `${entity.name}_template.xlsx`)} data-testid="import-template">
              {t('modal.downloadTemplate')}
            </Button>
          </div>
        ) : null}
        {body}
      </div>
    </Modal>
  );
}
