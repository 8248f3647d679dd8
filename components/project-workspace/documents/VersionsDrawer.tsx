'use client';

import { DownloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Table, Tag } from 'antd';
import '@/components/providers/theme/antd-drawer.css';
import { useTranslations } from 'next-intl';
import { formatBusinessTime } from '@/lib/client/business-time';
import useSWR from 'swr';
import { downloadHref, type ProjectDocumentRow, type ProjectDocumentVersionRow } from '@/lib/contract/project-documents';
import { loadVersions, readableSize, versionsKey } from './document-api';
import { MINUTE_FORMAT as DATETIME } from '@/components/entity/fields/date-values';


/** Every version of a file, newest first, each with who uploaded it, when, its size and a download. */
export function VersionsDrawer({ file, onClose }: { file: ProjectDocumentRow | null; onClose: () => void }) {
  const t = useTranslations('projectDocuments.ui');
  const { data, isLoading } = useSWR(file ? versionsKey(file.document_key) : null, () => loadVersions(file!.document_key));
  return (
    <Drawer open={file !== null} onClose={onClose} size={780} title={file ? t('versionsTitle', { name: file.file_name }) : ''} destroyOnHidden>
      <Table<ProjectDocumentVersionRow>
        data-testid="document-versions"
        rowKey="version_key"
        size="small"
        loading={isLoading}
        dataSource={data ?? []}
        pagination={false}
        scroll={{ x: 700 }}
        columns={[
          {
            title: t('version'), dataIndex: 'version_no', width: 90,
            render: (n: number) => <span>{t('versionNo', { n })}{n === file?.version_no ? <Tag color="blue" style={{ marginInlineStart: 6 }}>{t('latest')}</Tag> : null}</span>,
          },
          { title: t('fileName'), dataIndex: 'file_name', ellipsis: true },
          { title: t('size'), dataIndex: 'size', width: 90, render: (n: number) => readableSize(n) },
          { title: t('uploader'), dataIndex: 'uploader_name', width: 110, render: (n: string | null) => n ?? '—' },
          { title: t('uploadTime'), dataIndex: 'upload_time', width: 140, render: (v: string) => formatBusinessTime(v, DATETIME) },
          {
            title: t('actions'), key: 'download', width: 120, fixed: 'right',
            render: (_: unknown, row) => <Button type="link" size="small" icon={<DownloadOutlined />} href={downloadHref({ versionKey: row.version_key })} data-testid={`version-download-${row.version_no}`}>{t('download')}</Button>,
          },
        ]}
      />
    </Drawer>
  );
}
