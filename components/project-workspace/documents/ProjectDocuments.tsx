'use client';

import { Alert, Col, Row, Typography } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { ProjectDocumentRow, ProjectFolderRow } from '@/lib/contract/project-documents';
import { useProjectWorkspace } from '../workspace-context';
import { filesKey, foldersKey, loadFiles, loadFolders } from './document-api';
import { FileList } from './FileList';
import { FolderPanel } from './FolderPanel';
import { PreviewDrawer } from './PreviewDrawer';
import { VersionsDrawer } from './VersionsDrawer';
import styles from './documents.module.css';

/**
 * The cloud documents tab (云文档): the project's folder tree beside the files of the chosen
 * folder; files are uploaded through the checked upload, previewed (images, PDF), downloaded and
 * kept in versions. Nothing changes while the project is under approval.
 */
export function ProjectDocuments() {
  const t = useTranslations('projectDocuments.ui');
  const tMenu = useTranslations('menu');
  const { project, locked } = useProjectWorkspace();
  const [chosen, setChosen] = useState<ProjectFolderRow | null>(null);
  const [preview, setPreview] = useState<ProjectDocumentRow | null>(null);
  const [versionsOf, setVersionsOf] = useState<ProjectDocumentRow | null>(null);
  const folders = useSWR(foldersKey(project.project_key), () => loadFolders(project.project_key), { revalidateOnFocus: false });
  // The first folder is open from the start, so the tab shows files at once.
  const selected = chosen ?? folders.data?.find((f) => !f.parent_folder_key) ?? null;
  const files = useSWR(selected ? filesKey(selected.folder_key) : null, () => loadFiles(selected!.folder_key), { revalidateOnFocus: false });
  return (
    <section className={styles.documents} data-testid="project-documents">
      <div className={styles.heading}>
        <Typography.Title level={2} className={styles.title}>{tMenu('okrDocument')}</Typography.Title>
        {folders.data ? <Typography.Text type="secondary" data-testid="document-counts">{t('folderCount', { folders: folders.data.length })}</Typography.Text> : null}
      </div>
      {locked ? <Alert type="info" showIcon title={t('locked')} className={styles.locked} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8} lg={6}>
          <FolderPanel
            projectKey={project.project_key}
            folders={folders.data}
            selected={selected}
            onSelect={setChosen}
            onChanged={() => folders.mutate()}
            readOnly={locked}
          />
        </Col>
        <Col xs={24} md={16} lg={18}>
          <FileList
            folder={selected}
            files={files.data}
            loading={files.isLoading}
            onChanged={() => files.mutate()}
            onPreview={setPreview}
            onVersions={setVersionsOf}
            readOnly={locked}
          />
        </Col>
      </Row>
      <PreviewDrawer file={preview} onClose={() => setPreview(null)} />
      <VersionsDrawer file={versionsOf} onClose={() => setVersionsOf(null)} />
    </section>
  );
}
