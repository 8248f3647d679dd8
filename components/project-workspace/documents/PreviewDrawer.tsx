'use client';

import { DownloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Typography } from 'antd';
import '@/components/providers/theme/antd-drawer.css';
import { useTranslations } from 'next-intl';
import { downloadHref, type ProjectDocumentRow } from '@/lib/contract/project-documents';
import styles from './documents.module.css';

/**
 * Shows an image or a PDF in the browser. Both come from the download call with preview=1, which
 * checks the caller may see the project and serves them inline with a type taken from their
 * checked content; the PDF goes into an object with a download offered where no viewer is.
 */
export function PreviewDrawer({ file, onClose }: { file: ProjectDocumentRow | null; onClose: () => void }) {
  const t = useTranslations('projectDocuments.ui');
  const src = file ? downloadHref({ documentKey: file.document_key }, true) : '';
  const isPdf = file?.content_type === 'application/pdf';
  return (
    <Drawer
      open={file !== null}
      onClose={onClose}
      size={860}
      title={file ? t('previewTitle', { name: file.file_name }) : ''}
      extra={file ? <Button icon={<DownloadOutlined />} href={downloadHref({ documentKey: file.document_key })}>{t('download')}</Button> : null}
      destroyOnHidden
    >
      {file ? (
        <div className={styles.preview} data-testid="document-preview" data-type={file.content_type}>
          {isPdf ? (
            <object data={src} type="application/pdf" className={styles.pdf} aria-label={file.file_name} data-testid="document-preview-pdf">
              <Typography.Paragraph type="secondary" className={styles.pdfFallback}>
                {t('pdfFallback')} <a href={downloadHref({ documentKey: file.document_key })}>{t('download')}</a>
              </Typography.Paragraph>
            </object>
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- served by an access-checked call, not a static asset
            <img src={src} alt={file.file_name} className={styles.image} data-testid="document-preview-image" />
          )}
        </div>
      ) : null}
    </Drawer>
  );
}
