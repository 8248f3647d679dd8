import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysFile } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { serveStoredFile } from '@/lib/backend/modules/file-serving';
import { bandedPng, textPdf } from '@/lib/backend/seed/demo-files';
import type { ProjectDocumentRow, ProjectDocumentVersionRow, ProjectFolderRow } from '@/lib/contract/project-documents';
import { projectDocumentPaths, projectPaths } from '@/lib/contract/project-paths';
import { call, createTestBackend, loginAs } from '../support/backend';

/**
 * A project's cloud documents: folders in a tree, files uploaded through the checked
 * upload into a folder, a file of the same name becoming a new version, downloads and previews;
 * all of it only for those who may see the project (its membership scope), by key too. And its
 * resources with their period checked.
 */
type Session = { token: string; userKey: string };
type Page<T> = { records: T[]; total: number };

let backend: Backend;
let zhang: Session; // 张伟: manager of prj-demo-02
let lina: Session; // 李娜: participant of prj-demo-02, manager of prj-demo-01
let outsider: Session; // staff of 项目部, on no project
const PROJECT = 'prj-demo-02';
const UPLOAD_LIMIT = 64 * 1024;

beforeAll(async () => {
  backend = await createTestBackend({ uploadMaxBytes: UPLOAD_LIMIT });
  const admin = await loginAs(backend, 'admin');
  [zhang, lina] = await Promise.all([loginAs(backend, 'zhangwei'), loginAs(backend, 'lina')]);
  const added = await call(backend, 'POST', '/api/app/base/app/sys/user/add', {
    token: admin.token, json: { username: 'docoutsider', realname: '赵磊', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' },
  });
  expect(added.body.code, added.body.msg).toBe(0);
  outsider = await loginAs(backend, 'docoutsider', 'Welcome2026');
});
afterAll(async () => backend?.database.close());

const PNG = bandedPng(40, 30, ['1f6feb', 'f0a020']);
const PDF = textPdf(['Project plan', 'Version 1']);

function uploadForm(bytes: Uint8Array | string, name: string, fields: Record<string, string>): FormData {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], name));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}
const upload = (who: Session, bytes: Uint8Array | string, name: string, fields: Record<string, string>) =>
  call<ProjectDocumentRow>(backend, 'POST', projectDocumentPaths.upload, { token: who.token, body: uploadForm(bytes, name, fields) });
const addFolder = (who: Session, json: Record<string, unknown>) => call<ProjectFolderRow>(backend, 'POST', `${projectDocumentPaths.folders}/addOrUpdate`, { token: who.token, json: { project_key: PROJECT, ...json } });
const folders = (who: Session, projectKey = PROJECT) => call<Page<ProjectFolderRow>>(backend, 'POST', `${projectDocumentPaths.folders}/query`, { token: who.token, json: { project_key: projectKey, pageSize: 200 } });
const files = (who: Session, folderKey: string) => call<Page<ProjectDocumentRow>>(backend, 'POST', `${projectDocumentPaths.documents}/query`, { token: who.token, json: { folder_key: folderKey, pageSize: 200 } });
const versions = (who: Session, documentKey: string) => call<Page<ProjectDocumentVersionRow>>(backend, 'POST', `${projectDocumentPaths.versions}/query`, { token: who.token, json: { document_key: documentKey, pageSize: 200 } });
const download = (who: Session, query: Record<string, string>) => call(backend, 'GET', projectDocumentPaths.download, { token: who.token, query });
const deleteFolder = (who: Session, id: string) => call(backend, 'POST', `${projectDocumentPaths.folders}/deleteById`, { token: who.token, form: { id } });

let runs = 0;
const unique = (name: string) => `${name}-${(runs += 1)}`;

async function newFolder(who: Session = zhang, parent?: string): Promise<ProjectFolderRow> {
  const res = await addFolder(who, { folder_name: unique('方案'), parent_folder_key: parent ?? null });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data!;
}

describe('folders', () => {
  it('are a tree per project that its members add to, rename and list', async () => {
    const root = await newFolder(lina);
    const child = await newFolder(zhang, root.folder_key);
    expect(child.parent_folder_key).toBe(root.folder_key);
    const renamed = await addFolder(lina, { folder_key: child.folder_key, version: child.version, folder_name: '会议纪要', parent_folder_key: root.folder_key });
    expect(renamed.body.code, renamed.body.msg).toBe(0);
    expect(renamed.body.data!.folder_name).toBe('会议纪要');
    const listed = await folders(lina);
    expect(listed.body.data!.records.map((f) => f.folder_key)).toEqual(expect.arrayContaining([root.folder_key, child.folder_key]));
  });

  it('refuse a sibling of the same name, a parent of another project and a move into itself', async () => {
    const root = await newFolder();
    const clash = await addFolder(zhang, { folder_name: root.folder_name });
    expect(clash.body.msg).toBe('同一位置已有同名文件夹');
    const foreign = await call<ProjectFolderRow>(backend, 'POST', `${projectDocumentPaths.folders}/addOrUpdate`, { token: lina.token, json: { project_key: 'prj-demo-01', folder_name: 'x', parent_folder_key: root.folder_key } });
    expect(foreign.body.msg).toBe('上级文件夹不存在或不属于该项目');
    const child = await newFolder(zhang, root.folder_key);
    const loop = await addFolder(zhang, { folder_key: root.folder_key, version: root.version, folder_name: root.folder_name, parent_folder_key: child.folder_key });
    expect(loop.body.msg).toBe('文件夹不能移到自身或其子文件夹下');
  });

  it('are deleted only when empty, saying why otherwise', async () => {
    const root = await newFolder();
    const child = await newFolder(zhang, root.folder_key);
    const refused = await deleteFolder(zhang, root.folder_key);
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.msg).toBe('文件夹不为空，请先删除其中的文件和子文件夹');
    expect((await upload(zhang, PNG, 'a.png', { folderKey: child.folder_key })).body.code).toBe(0);
    expect((await deleteFolder(zhang, child.folder_key)).body.msg).toBe('文件夹不为空，请先删除其中的文件和子文件夹');
    const [file] = (await files(zhang, child.folder_key)).body.data!.records;
    expect((await call(backend, 'POST', `${projectDocumentPaths.documents}/deleteById`, { token: zhang.token, form: { id: file!.document_key } })).body.code).toBe(0);
    expect((await deleteFolder(zhang, child.folder_key)).body.code).toBe(0);
    expect((await deleteFolder(zhang, root.folder_key)).body.code).toBe(0);
    expect((await folders(zhang)).body.data!.records.some((f) => f.folder_key === root.folder_key)).toBe(false);
  });

  it('are out of reach of those who cannot see the project, by key too', async () => {
    const root = await newFolder();
    expect((await folders(outsider)).body.data!.records).toEqual([]);
    const created = await call(backend, 'POST', `${projectDocumentPaths.folders}/addOrUpdate`, { token: outsider.token, json: { project_key: PROJECT, folder_name: '外人' } });
    expect(created.status).toBe(403);
    expect(created.body.msg).toBe('您不是该项目的成员，无权操作');
    const detail = await call(backend, 'GET', `${projectDocumentPaths.folders}/detail/${root.folder_key}`, { token: outsider.token });
    expect(detail.status).toBe(403);
    expect((await deleteFolder(outsider, root.folder_key)).status).toBe(403);
  });
});

describe('files', () => {
  it('are uploaded into a folder and listed with size, uploader and time', async () => {
    const folder = await newFolder();
    const res = await upload(lina, PNG, '现场照片.png', { folderKey: folder.folder_key });
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.msg).toBe('上传成功');
    expect(res.body.data).toMatchObject({ file_name: '现场照片.png', version_no: 1, size: PNG.byteLength, content_type: 'image/png', uploader: lina.userKey, uploader_name: '李娜', project_key: PROJECT });
    expect(res.body.data).not.toHaveProperty('file_key');
    const listed = (await files(zhang, folder.folder_key)).body.data!.records;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ file_name: '现场照片.png', uploader_name: '李娜', size: PNG.byteLength });
    expect(typeof listed[0]!.upload_time).toBe('string');
  });

  it('of the same name in the same folder, or named as a new version, add versions; each version can be downloaded', async () => {
    const folder = await newFolder();
    const first = (await upload(zhang, PDF, '计划书.pdf', { folderKey: folder.folder_key })).body.data!;
    const second = textPdf(['Project plan', 'Version 2, longer']);
    const again = await upload(lina, second, '计划书.pdf', { folderKey: folder.folder_key });
    expect(again.body.msg).toBe('已上传为新版本');
    expect(again.body.data).toMatchObject({ document_key: first.document_key, version_no: 2, size: second.byteLength, uploader_name: '李娜' });
    const third = textPdf(['Project plan', 'Version 3']);
    const explicit = await upload(zhang, third, '计划书-修订.pdf', { documentKey: first.document_key });
    expect(explicit.body.data).toMatchObject({ document_key: first.document_key, version_no: 3, file_name: '计划书.pdf' });
    expect((await files(zhang, folder.folder_key)).body.data!.records).toHaveLength(1);

    const list = (await versions(lina, first.document_key)).body.data!.records;
    expect(list.map((v) => [v.version_no, v.size, v.uploader_name])).toEqual([[3, third.byteLength, '张伟'], [2, second.byteLength, '李娜'], [1, PDF.byteLength, '张伟']]);
    expect(list[0]!.file_name).toBe('计划书-修订.pdf');

    const oldest = await download(lina, { versionKey: list[2]!.version_key });
    expect(oldest.status).toBe(200);
    expect(new Uint8Array(await oldest.response.arrayBuffer())).toEqual(PDF);
    expect(oldest.response.headers.get('content-disposition')).toMatch(/^attachment;.*filename\*=UTF-8''%E8%AE%A1%E5%88%92%E4%B9%A6\.pdf/);
    const latest = await download(zhang, { documentKey: first.document_key });
    expect(new Uint8Array(await latest.response.arrayBuffer())).toEqual(third);
  });

  it('are previewed inline when an image or a PDF, with a safe type, no script and no caching', async () => {
    const folder = await newFolder();
    const pdf = (await upload(zhang, PDF, 'plan.pdf', { folderKey: folder.folder_key })).body.data!;
    const png = (await upload(zhang, PNG, 'chart.png', { folderKey: folder.folder_key })).body.data!;
    const shownPdf = (await download(lina, { documentKey: pdf.document_key, preview: '1' })).response.headers;
    expect(shownPdf.get('content-type')).toBe('application/pdf');
    expect(shownPdf.get('content-disposition')).toMatch(/^inline;/);
    expect(shownPdf.get('x-content-type-options')).toBe('nosniff');
    expect(shownPdf.get('content-security-policy')).toContain("default-src 'none'");
    expect(shownPdf.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(shownPdf.get('cache-control')).toBe('private, no-store');
    const shownPng = (await download(lina, { documentKey: png.document_key, preview: '1' })).response.headers;
    expect(shownPng.get('content-type')).toBe('image/png');
    expect(shownPng.get('content-disposition')).toMatch(/^inline;/);
    expect(shownPng.get('content-security-policy')).toContain('sandbox');
    const text = (await upload(zhang, '<p>notes</p>', 'notes.html', { folderKey: folder.folder_key })).body.data!;
    const shownHtml = (await download(lina, { documentKey: text.document_key, preview: '1' })).response.headers;
    expect(shownHtml.get('content-type')).toBe('application/octet-stream');
    expect(shownHtml.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('are checked like every upload, in Chinese', async () => {
    const folder = await newFolder();
    const mismatch = await upload(zhang, PNG, 'fake.pdf', { folderKey: folder.folder_key });
    expect(mismatch.body.code).not.toBe(0);
    expect(mismatch.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const tooLarge = await upload(zhang, new Uint8Array(UPLOAD_LIMIT + 1), 'big.png', { folderKey: folder.folder_key });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.msg).toContain('MB');
    const noFolder = await upload(zhang, PNG, 'a.png', {});
    expect(noFolder.body.msg).toBe('请选择要上传到的文件夹');
    expect((await files(zhang, folder.folder_key)).body.data!.records).toEqual([]);
    const direct = await call(backend, 'POST', `${projectDocumentPaths.documents}/addOrUpdate`, { token: zhang.token, json: { project_key: PROJECT, folder_key: folder.folder_key } });
    // The generic create takes none of a file's fields: a file without bytes cannot be made.
    expect(direct.body.code).not.toBe(0);
    expect((await files(zhang, folder.folder_key)).body.data!.records).toEqual([]);
  });

  it('are neither listed, downloaded nor uploaded by those who cannot see the project, and never served publicly', async () => {
    const folder = await newFolder();
    const file = (await upload(zhang, PNG, 'secret.png', { folderKey: folder.folder_key })).body.data!;
    const [version] = (await versions(zhang, file.document_key)).body.data!.records;
    expect((await files(outsider, folder.folder_key)).body.data!.records).toEqual([]);
    expect((await versions(outsider, file.document_key)).body.data!.records).toEqual([]);
    const queries: Record<string, string>[] = [{ documentKey: file.document_key }, { versionKey: version!.version_key }, { documentKey: file.document_key, preview: '1' }];
    for (const query of queries) {
      const res = await download(outsider, query);
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('您不是该项目的成员，无权操作');
    }
    const intoFolder = await upload(outsider, PNG, 'x.png', { folderKey: folder.folder_key });
    expect(intoFolder.status).toBe(403);
    const asVersion = await upload(outsider, PNG, 'x.png', { documentKey: file.document_key });
    expect(asVersion.status).toBe(403);
    expect((await versions(zhang, file.document_key)).body.data!.total).toBe(1);
    expect((await call(backend, 'POST', `${projectDocumentPaths.documents}/deleteById`, { token: outsider.token, form: { id: file.document_key } })).status).toBe(403);

    // The stored file has no public address: /files/<name> does not answer it.
    const names = (await backend.services.db.select({ name: sysFile.storage_name }).from(sysFile).where(eq(sysFile.served_publicly, false))).map((r) => r.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect((await serveStoredFile(backend.services, name)).status).toBe(404);
  });

  it('count in the overview of the project', async () => {
    const overview = await call<{ figures: { documents: { folders: number; files: number } | null } }>(backend, 'GET', projectPaths.overview, { token: lina.token, query: { projectKey: PROJECT } });
    expect(overview.body.code).toBe(0);
    const counted = overview.body.data!.figures.documents!;
    const [allFolders] = [(await folders(lina)).body.data!.total];
    expect(counted.folders).toBe(allFolders);
    expect(counted.files).toBeGreaterThan(0);
  });
});
