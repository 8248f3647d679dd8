'use client';

import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import type { EntityDef } from '@/lib/entity/types';
import { downloadTemplate } from './excel-api';
import { ImportStepBody } from './ImportStepBody';
import { useImportFlow } from './use-import-flow';
import styles from './excel.module.css';

interface ImportModalProps {
  entity: EntityDef;
  entityLabel: string;
  /** Field values every imported row gets (the parent's key of an embedded list). */
  fixed: Readonly<Record<string, string>>;
  onClose: () => void;
  /** Records were written: the list reloads. */
  onImported: () => void;
}

/**
 * 导入: download the template, upload an .xlsx (checked by the server, which names the file when
 * it passes and says what is wrong when not), map its columns to fields and choose whether rows
 * update existing records, preview the first rows as the import would take them, start the
 * import, follow its progress, then the summary with the error file when rows failed and the rows
 * imported although they likely duplicate a record. A lost session gets its own dialog.
 */
export function ImportModal({ entity, entityLabel, fixed, onClose, onImported }: ImportModalProps) {
  const t = useTranslations('excel');
  const flow = useImportFlow(entity, fixed, onImported);
  const { step, setStep, busy, download, toPreview, start } = flow;

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
        <ImportStepBody entity={entity} flow={flow} />
      </div>
    </Modal>
  );
}
