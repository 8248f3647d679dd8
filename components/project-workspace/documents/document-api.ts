import type { Answer } from '@/lib/client/api-client';
import { isApiError } from '@/lib/client/api-error';
import { callAnswer } from '@/lib/client/call';
import { queryRecords } from '@/components/entity/entity-api';
import type { EntityRecord } from '@/lib/contract/entity-answers';
import { projectCalls } from '@/lib/contract/project-calls';
import type { ProjectDocumentRow, ProjectDocumentVersionRow, ProjectFolderRow } from '@/lib/contract/project-documents';
import { projectDocumentEntity } from '@/lib/entities/project-document';
import { projectDocumentVersionEntity } from '@/lib/entities/project-document-version';
import { projectFolderEntity } from '@/lib/entities/project-folder';

/** Folders of a project are few: one page holds them all. */
const ALL = 500;

export const foldersKey = (projectKey: string) => ['project-documents:folders', projectKey] as const;
export const filesKey = (folderKey: string) => ['project-documents:files', folderKey] as const;
export const versionsKey = (documentKey: string) => ['project-documents:versions', documentKey] as const;

export async function loadFolders(projectKey: string): Promise<ProjectFolderRow[]> {
  return (await queryRecords(projectFolderEntity, { project_key: projectKey, pageSize: ALL, column: 'folder_name', order: 'asc' })).records as unknown as ProjectFolderRow[];
}

export async function loadFiles(folderKey: string): Promise<ProjectDocumentRow[]> {
  return (await queryRecords(projectDocumentEntity, { folder_key: folderKey, pageSize: ALL, column: 'file_name', order: 'asc' })).records as unknown as ProjectDocumentRow[];
}

export async function loadVersions(documentKey: string): Promise<ProjectDocumentVersionRow[]> {
  return (await queryRecords(projectDocumentVersionEntity, { document_key: documentKey, pageSize: ALL })).records as unknown as ProjectDocumentVersionRow[];
}

/** Uploads into a folder, or as a new version of a file; refusals are shown by the client. */
export function uploadDocument(file: File, target: { folderKey: string } | { documentKey: string }): Promise<Answer<EntityRecord>> {
  const body = new FormData();
  body.append('file', file);
  if ('documentKey' in target) body.append('documentKey', target.documentKey);
  else body.append('folderKey', target.folderKey);
  return callAnswer(projectCalls.uploadDocument, body);
}

/** "12.3 KB": a size as people read it. */
export function readableSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface FolderNode {
  key: string;
  title: string;
  folder: ProjectFolderRow;
  children: FolderNode[];
}

/** The folders as a tree (a folder whose parent is gone sits at the top). */
export function folderTree(folders: readonly ProjectFolderRow[]): FolderNode[] {
  const nodes = new Map(folders.map((f) => [f.folder_key, { key: f.folder_key, title: f.folder_name, folder: f, children: [] as FolderNode[] }]));
  const roots: FolderNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.folder.parent_folder_key ? nodes.get(node.folder.parent_folder_key) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** What a refused call said (the server's words), or the fallback. */
export function refusalText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
