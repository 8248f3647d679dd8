'use client';

import { DeleteOutlined, DownloadOutlined, EyeOutlined, HistoryOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table, Tag, Tooltip, Typography, Upload } from 'antd';
import '@/components/providers/theme/antd-card.css';
import '@/components/providers/theme/antd-upload.css';
import { useTranslations } from 'next-intl';
import { formatBusinessTime } from '@/lib/client/business-time';
import { useState } from 'react';
import { deleteRecord } from '@/components/entity/entity-api';
import { downloadHref, PREVIEWABLE_TYPES, type ProjectDocumentRow, type ProjectFolderRow } from '@/lib/contract/project-documents';
import { projectDocumentEntity } from '@/lib/entities/project-document';
import { readableSize, refusalText, uploadDocument } from './document-api';
import styles from './documents.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { MINUTE_FORMAT as DATETIME } from '@/components/entity/fields/date-values';


interface FileListProps {
  folder: ProjectFolderRow | null;
  files: ProjectDocumentRow[] | undefined;
  loading: boolean;
  onChanged: () => Promise<unknown>;
  onPreview: (file: ProjectDocumentRow) => void;
  onVersions: (file: ProjectDocumentRow) => void;
  readOnly: boolean;
}

/** A hidden file input: picks one file and uploads it where `target` says. */
function UploadButton({ target, label, onUploaded, testId, iconOnly = false, ...button }: {
  target: { folderKey: string } | { documentKey: string };
  label: string;
  onUploaded: () => Promise<unknown>;
  testId: string;
  /** Only the icon shows; the label names the button for assistive technology. */
  iconOnly?: boolean;
  type?: 'primary' | 'link' | 'text';
  size?: 'small' | 'middle';
  icon?: React.ReactNode;
}) {
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      showUploadList={false}
      customRequest={({ file, onSuccess, onError }) => {
        setBusy(true);
        uploadDocument(file as File, target)
          .then(async (answer) => {
            void message.success(answer.msg);
            onSuccess?.(answer.data);
            await onUploaded();
          })
          .catch((error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))))
          .finally(() => setBusy(false));
      }}
    >
      <Button {...button} loading={busy} data-testid={testId} aria-label={iconOnly ? label : undefined}>{iconOnly ? null : label}</Button>
    </Upload>
  );
}

/** The files of the chosen folder, their latest versions, with preview, download, versions and delete. */
export function FileList({ folder, files, loading, onChanged, onPreview, onVersions, readOnly }: FileListProps) {
  const t = useTranslations('projectDocuments.ui');
  const { message, modal } = useFeedback();

  const remove = (file: ProjectDocumentRow) => {
    modal.confirm({
      title: t('deleteFileConfirm', { name: file.file_name }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteRecord(projectDocumentEntity, file.document_key);
        } catch (error) {
          void message.error(refusalText(error, t('loadFailed')));
          return;
        }
        void message.success(t('deleted'));
        await onChanged();
      },
    });
  };

  return (
    <Card
      size="small"
      className={styles.files}
      data-testid="document-files"
      title={folder ? `${folder.folder_name}${files ? ` · ${files.length}` : ''}` : t('folders')}
      extra={folder && !readOnly ? (
        <UploadButton target={{ folderKey: folder.folder_key }} label={t('upload')} onUploaded={onChanged} type="primary" icon={<UploadOutlined />} testId="document-upload" />
      ) : null}
    >
      {!folder ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pickFolder')} /> : (
        <>
          {readOnly ? null : <Typography.Paragraph type="secondary" className={styles.hint}>{t('uploadHint')}</Typography.Paragraph>}
          <Table<ProjectDocumentRow>
            rowKey="document_key"
            size="middle"
            loading={loading}
            dataSource={files ?? []}
            pagination={false}
            scroll={{ x: readOnly ? 800 : 870 }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noFiles')} /> }}
            columns={[
              {
                title: t('fileName'), dataIndex: 'file_name', ellipsis: true,
                render: (name: string, row) => (
                  <span className={styles.fileName} data-testid="document-row" data-name={name}>
                    {PREVIEWABLE_TYPES.has(row.content_type) ? <a onClick={() => onPreview(row)}>{name}</a> : name}
                    <Tag className={styles.versionTag} color={row.version_no > 1 ? 'blue' : undefined}>{t('versionNo', { n: row.version_no })}</Tag>
                  </span>
                ),
              },
              { title: t('size'), dataIndex: 'size', width: 100, render: (n: number) => readableSize(n) },
              { title: t('uploader'), dataIndex: 'uploader_name', width: 100, render: (n: string | null) => n ?? '—' },
              { title: t('uploadTime'), dataIndex: 'upload_time', width: 150, render: (v: string) => formatBusinessTime(v, DATETIME) },
              {
                title: t('actions'), key: 'actions', width: readOnly ? 230 : 300, fixed: 'right',
                render: (_: unknown, row) => (
                  <span className={styles.rowActions}>
                    {PREVIEWABLE_TYPES.has(row.content_type) ? <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onPreview(row)} data-testid="document-preview-open">{t('preview')}</Button> : null}
                    <Button type="link" size="small" icon={<DownloadOutlined />} href={downloadHref({ documentKey: row.document_key })} data-testid="document-download">{t('download')}</Button>
                    <Tooltip title={t('versions')}>
                      <Button type="text" size="small" icon={<HistoryOutlined />} aria-label={t('versions')} onClick={() => onVersions(row)} data-testid="document-versions-open" />
                    </Tooltip>
                    {readOnly ? null : (
                      <>
                        <Tooltip title={t('newVersion')}>
                          <span><UploadButton target={{ documentKey: row.document_key }} label={t('newVersion')} onUploaded={onChanged} type="text" size="small" icon={<UploadOutlined />} testId="document-new-version" iconOnly /></span>
                        </Tooltip>
                        <Tooltip title={t('delete')}>
                          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('delete')} onClick={() => remove(row)} data-testid="document-delete" />
                        </Tooltip>
                      </>
                    )}
                  </span>
                ),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
