import { describe, expect, it } from 'vitest';
import { folderTree, readableSize } from '@/components/project-workspace/documents/document-api';
import { checkUploadType } from '@/lib/backend/modules/file-types';
import { bandedPng, textPdf } from '@/lib/backend/seed/demo-files';
import { documentUploadFields } from '@/lib/contract/project-documents';
import { dateOrderIssues } from '@/lib/entity/features/date-order/date-order';
import { projectResourceEntity } from '@/lib/entities/project-resource';
import { recordInputSchema } from '@/lib/entity/zod-schema';

describe('demo files', () => {
  it('are real PNG and PDF files the checked upload accepts', async () => {
    expect(await checkUploadType(bandedPng(20, 10, ['ff0000', '00ff00']), 'png')).toEqual({ accepted: true, type: { extension: 'png', mime: 'image/png' } });
    expect(await checkUploadType(textPdf(['Hello (world)']), 'pdf')).toEqual({ accepted: true, type: { extension: 'pdf', mime: 'application/pdf' } });
  });
});

describe('a period: the end is not before the start', () => {
  const base = { project_key: 'p1', resource_name: 'x', resource_type: 'OTHER', period_start: '2026-05-02' };
  it('is said on the end field, by the form schema and the shared check', () => {
    const result = recordInputSchema(projectResourceEntity).safeParse({ ...base, period_end: '2026-05-01' });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['period_end'], message: 'entity.projectResource.validation.periodEndBeforeStart' })]);
    expect(recordInputSchema(projectResourceEntity).safeParse({ ...base, period_end: '2026-05-02' }).success).toBe(true);
    expect(dateOrderIssues(projectResourceEntity, { period_start: '2026-05-02', period_end: null })).toEqual([]);
  });
});

describe('documents', () => {
  it('upload into a folder or as a new version of a file', () => {
    expect(documentUploadFields.parse({ folderKey: 'f1' })).toEqual({ documentKey: null, folderKey: 'f1' });
    expect(documentUploadFields.parse({ documentKey: 'd1', folderKey: 'f1' })).toEqual({ documentKey: 'd1', folderKey: null });
    expect(documentUploadFields.safeParse({}).error!.issues[0]!.message).toBe('projectDocuments.folderRequired');
    expect(documentUploadFields.safeParse({ folderKey: '../x' }).success).toBe(false);
  });

  it('folders form a tree; an orphan sits at the top', () => {
    const row = (folder_key: string, parent_folder_key: string | null) => ({ folder_key, parent_folder_key, folder_name: folder_key, project_key: 'p', version: 1 });
    const tree = folderTree([row('a', null), row('b', 'a'), row('c', 'gone')]);
    expect(tree.map((n) => [n.key, n.children.map((c) => c.key)])).toEqual([['a', ['b']], ['c', []]]);
  });

  it('sizes read as people read them', () => {
    expect([readableSize(512), readableSize(2048), readableSize(3 * 1024 * 1024)]).toEqual(['512 B', '2.0 KB', '3.0 MB']);
  });
});
