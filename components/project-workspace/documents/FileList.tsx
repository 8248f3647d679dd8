'use client';

import { DeleteOutlined, DownloadOutlined, EyeOutlined, HistoryOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Table, Tag, Typography, Upload } from 'antd';
import '@/components/providers/theme/antd-card.css';
import '@/components/providers/theme/antd-upload.css';
import dayjs from 'dayjs';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { deleteRecord } from '@/components/entity/entity-api';
import { downloadHref, PREVIEWABLE_TYPES, type ProjectDocumentRow, type ProjectFolderRow } from '@/lib/contract/project-documents';
import { projectDocumentEntity } from '@/lib/entities/project-document';
import { readableSize, uploadDocument } from './document-api';
import styles from './documents.module.css';

const DATETIME = 'YYYY-MM-DD HH:mm';

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
function UploadButton({ target, label, onUploaded, testId, ...button }: {
  target: { folderKey: string } | { documentKey: string };
  label: string;
  onUploaded: () => Promise<unknown>;
  testId: string;
  type?: 'primary' | 'link';
  size?: 'small' | 'middle';
  icon?: React.ReactNode;
}) {
  const { message } = App.useApp();
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
      <Button {...button} loading={busy} data-testid={testId}>{label}</Button>
    </Upload>
  );
}

/** The files of the chosen folder, their latest versions, with preview, download, versions and delete. */
export function FileList({ folder, files, loading, onChanged, onPreview, onVersions, readOnly }: FileListProps) {
  const t = useTranslations('projectDocuments.ui');
  const { message, modal } = App.useApp();

  const remove = (file: ProjectDocumentRow) => {
    modal.confirm({
      title: t('deleteFileConfirm', { name: file.file_name }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteRecord(projectDocumentEntity, file.document_key);
        } catch {
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
      title={folder ? folder.folder_name : t('folders')}
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
            scroll={{ x: readOnly ? 820 : 1020 }}
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
              { title: t('uploadTime'), dataIndex: 'upload_time', width: 150, render: (v: string) => dayjs(v).format(DATETIME) },
              {
                title: t('actions'), key: 'actions', width: readOnly ? 260 : 460, fixed: 'right',
                render: (_: unknown, row) => (
                  <span className={styles.rowActions}>
                    {PREVIEWABLE_TYPES.has(row.content_type) ? <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onPreview(row)} data-testid="document-preview-open">{t('preview')}</Button> : null}
                    <Button type="link" size="small" icon={<DownloadOutlined />} href={downloadHref({ documentKey: row.document_key })} data-testid="document-download">{t('download')}</Button>
                    <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => onVersions(row)} data-testid="document-versions-open">{t('versions')}</Button>
                    {readOnly ? null : (
                      <>
                        <UploadButton target={{ documentKey: row.document_key }} label={t('newVersion')} onUploaded={onChanged} type="link" size="small" icon={<UploadOutlined />} testId="document-new-version" />
                        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(row)} data-testid="document-delete">{t('delete')}</Button>
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
