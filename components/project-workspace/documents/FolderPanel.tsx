'use client';

import { DeleteOutlined, EditOutlined, FolderAddOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Space, Tooltip, Tree } from 'antd';
import '@/components/providers/theme/antd-card.css';
import '@/components/providers/theme/antd-tree.css';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { deleteRecord, saveRecord } from '@/components/entity/entity-api';
import type { ProjectFolderRow } from '@/lib/contract/project-documents';
import { projectFolderEntity } from '@/lib/entities/project-folder';
import { folderTree, refusalText } from './document-api';
import { FolderNameDialog } from './FolderNameDialog';
import styles from './documents.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

type Naming = { kind: 'new'; parent: ProjectFolderRow | null } | { kind: 'rename'; folder: ProjectFolderRow } | null;

interface FolderPanelProps {
  projectKey: string;
  folders: ProjectFolderRow[] | undefined;
  selected: ProjectFolderRow | null;
  onSelect: (folder: ProjectFolderRow | null) => void;
  onChanged: () => Promise<unknown>;
  readOnly: boolean;
}

/** The project's folder tree with new folder, subfolder, rename and delete (empty folders only, after asking). */
export function FolderPanel({ projectKey, folders, selected, onSelect, onChanged, readOnly }: FolderPanelProps) {
  const t = useTranslations('projectDocuments.ui');
  const { message, modal } = useFeedback();
  const [naming, setNaming] = useState<Naming>(null);
  const tree = useMemo(() => folderTree(folders ?? []), [folders]);
  // Folders are open unless folded by hand, so a new subfolder shows at once.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const expandedKeys = useMemo(() => (folders ?? []).map((f) => f.folder_key).filter((k) => !folded.has(k)), [folders, folded]);

  const save = async (name: string): Promise<boolean> => {
    if (!naming) return false;
    const payload = naming.kind === 'new'
      ? { project_key: projectKey, parent_folder_key: naming.parent?.folder_key ?? null, folder_name: name }
      : { ...naming.folder, folder_name: name };
    try {
      const answer = await saveRecord(projectFolderEntity, payload);
      void message.success(t('saved'));
      await onChanged();
      onSelect(answer.data as unknown as ProjectFolderRow);
      return true;
    } catch (error) {
      void message.error(refusalText(error, t('loadFailed')));
      return false;
    }
  };

  const remove = (folder: ProjectFolderRow) => {
    modal.confirm({
      title: t('deleteFolderConfirm', { name: folder.folder_name }),
      content: t('deleteFolderHint'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteRecord(projectFolderEntity, folder.folder_key);
        } catch (error) {
          // Said as the server words it: a folder that is not empty.
          void message.error(refusalText(error, t('loadFailed')));
          return;
        }
        void message.success(t('deleted'));
        onSelect(null);
        await onChanged();
      },
    });
  };

  return (
    <Card
      size="small"
      title={t('folders')}
      className={styles.folders}
      data-testid="document-folders"
      extra={readOnly ? null : (
        <Tooltip title={t('newFolder')}>
          <Button type="text" size="small" icon={<PlusOutlined />} aria-label={t('newFolder')} onClick={() => setNaming({ kind: 'new', parent: null })} data-testid="folder-new" />
        </Tooltip>
      )}
    >
      {folders === undefined ? <Skeleton active paragraph={{ rows: 4 }} /> : tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noFolders')}>
          {readOnly ? null : <Button type="primary" icon={<PlusOutlined />} onClick={() => setNaming({ kind: 'new', parent: null })}>{t('newFolder')}</Button>}
        </Empty>
      ) : (
        <Tree.DirectoryTree
          treeData={tree}
          selectedKeys={selected ? [selected.folder_key] : []}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setFolded(new Set((folders ?? []).map((f) => f.folder_key).filter((k) => !keys.includes(k))))}
          expandAction="doubleClick"
          onSelect={(_, info) => onSelect((info.node as unknown as { folder: ProjectFolderRow }).folder)}
          titleRender={(node) => <span data-testid="folder-node" data-name={String(node.title)}>{String(node.title)}</span>}
          className={styles.tree}
        />
      )}
      {selected && !readOnly ? (
        <Space wrap size={4} className={styles.folderActions}>
          <Button size="small" icon={<FolderAddOutlined />} onClick={() => setNaming({ kind: 'new', parent: selected })} data-testid="folder-new-sub">{t('newSubfolder')}</Button>
          <Button size="small" icon={<EditOutlined />} onClick={() => setNaming({ kind: 'rename', folder: selected })} data-testid="folder-rename">{t('rename')}</Button>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(selected)} data-testid="folder-delete">{t('deleteFolder')}</Button>
        </Space>
      ) : null}
      <FolderNameDialog
        open={naming !== null}
        title={naming?.kind === 'rename' ? t('rename') : naming?.parent ? t('newSubfolder') : t('newFolder')}
        initialName={naming?.kind === 'rename' ? naming.folder.folder_name : ''}
        onSubmit={save}
        onClose={() => setNaming(null)}
      />
    </Card>
  );
}
