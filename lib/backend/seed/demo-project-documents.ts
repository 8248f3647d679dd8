import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { okrProjectDocument, okrProjectDocumentVersion, okrProjectFolder, okrProjectResource, sysFile } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { bandedPng, textPdf } from './demo-files';
import { businessDayFromToday } from './demo-days';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const dayText = businessDayFromToday;

/** The project under way (前海跨境收付款通道升级, led by 张伟 with 李娜 and 王芳). */
const PROJECT = 'prj-demo-02';

/** The finished one (钱塘财富稳健理财推广): its closing papers. */
const FINISHED = 'prj-demo-03';

/** [key, parent, name, project]: a small tree. */
const FOLDERS: [string, string | null, string, string?][] = [
  ['fld-demo-01', null, '需求与方案'],
  ['fld-demo-02', 'fld-demo-01', '接口说明'],
  ['fld-demo-03', null, '会议纪要'],
  ['fld-demo-04', null, '上线材料'],
  ['fld-demo-05', null, '结项材料', FINISHED],
];

interface DemoVersion { uploader: string; days: number; bytes: Uint8Array }
interface DemoDocument { key: string; folder: string; name: string; mime: string; versions: DemoVersion[]; project?: string }

const DOCUMENTS: DemoDocument[] = [
  {
    key: 'doc-demo-01', folder: 'fld-demo-01', name: '通道架构图.png', mime: 'image/png', versions: [
      { uploader: 'usr-sales', days: 40, bytes: bandedPng(360, 200, ['1f5fbf', '4c8be0', 'a9c8f0']) },
      { uploader: 'usr-leader', days: 12, bytes: bandedPng(360, 200, ['1f5fbf', '2f9e6e', 'f0a020', 'a9c8f0']) },
    ],
  },
  { key: 'doc-demo-02', folder: 'fld-demo-01', name: '项目计划书.pdf', mime: 'application/pdf', versions: [{ uploader: 'usr-leader', days: 55, bytes: textPdf(['Cross-border payment channel upgrade', 'Project plan', 'Phase 1: capacity  Phase 2: T+0 clearing']) }] },
  { key: 'doc-demo-03', folder: 'fld-demo-02', name: '收付款接口说明.pdf', mime: 'application/pdf', versions: [{ uploader: 'usr-finance', days: 20, bytes: textPdf(['Payment API', 'POST /pay  POST /refund  GET /status']) }] },
  { key: 'doc-demo-04', folder: 'fld-demo-03', name: '周会纪要-第6周.pdf', mime: 'application/pdf', versions: [{ uploader: 'usr-sales', days: 5, bytes: textPdf(['Weekly meeting, week 6', 'Load test passed at 3x peak volume']) }] },
  { key: 'doc-demo-05', folder: 'fld-demo-05', name: '结项报告.pdf', mime: 'application/pdf', project: FINISHED, versions: [{ uploader: 'usr-sales', days: 32, bytes: textPdf(['Steady wealth products campaign', 'Closing report', '312 new customers, 4 investor salons']) }] },
];

/** [key, name, type, role, start offset, end offset, note] */
const RESOURCES: [string, string, string, string, number, number, string][] = [
  ['res-demo-01', '张伟', 'PERSON', '项目经理，统筹进度与评审', -60, 120, '每周主持项目例会'],
  ['res-demo-02', '清算压测环境', 'EQUIPMENT', '联调与压力测试', -30, 30, '4 台应用服务器，2 台数据库服务器'],
  ['res-demo-03', '前海办公室 3 号会议室', 'VENUE', '周会与客户评审', -60, 120, '每周二下午'],
  ['res-demo-04', '通道扩容专项资金', 'FUND', '采购与外包费用', -45, 90, '预算内列支'],
];

/** A fixed storage name per version, so seeding twice writes the same file once. */
const storageNameOf = (key: string, ext: string) => `${createHash('sha256').update(`demo:${key}`).digest('hex').slice(0, 32)}.${ext}`;

/**
 * Cloud documents and resources of the project under way: a folder tree with a few files, small
 * real PNG and PDF files so the preview shows them, and two versions of the architecture picture.
 * Fixed keys: a second run adds nothing. Files need the storage, so without it only resources come.
 */
export async function seedDemoProjectDocuments(db: Db, storage?: FileStorage): Promise<void> {
  await db.insert(okrProjectResource).values(RESOURCES.map(([resource_key, resource_name, resource_type, project_role, start, end, note]) => ({
    resource_key, project_key: PROJECT, resource_name, resource_type, project_role, period_start: dayText(start), period_end: dayText(end), note,
    create_by: 'usr-leader', update_by: 'usr-leader',
  }))).onConflictDoNothing();
  if (!storage) return;
  await db.insert(okrProjectFolder).values(FOLDERS.map(([folder_key, parent_folder_key, folder_name, project]) => ({
    folder_key, parent_folder_key, folder_name, project_key: project ?? PROJECT, create_by: 'usr-leader', update_by: 'usr-leader', create_time: daysAgo(58),
  }))).onConflictDoNothing();
  for (const doc of DOCUMENTS) {
    const ext = doc.mime === 'application/pdf' ? 'pdf' : 'png';
    const versions = doc.versions.map((v, i) => ({ ...v, no: i + 1, fileKey: `fil-${doc.key}-v${i + 1}`, storageName: storageNameOf(`${doc.key}-v${i + 1}`, ext) }));
    for (const v of versions) await storage.put(v.storageName, v.bytes);
    await db.insert(sysFile).values(versions.map((v) => ({
      file_key: v.fileKey, storage_name: v.storageName, original_name: doc.name, content_type: doc.mime, size: v.bytes.byteLength,
      file_group_key: 'project-document', served_publicly: false, create_by: v.uploader, update_by: v.uploader,
    }))).onConflictDoNothing();
    const latest = versions[versions.length - 1]!;
    await db.insert(okrProjectDocument).values({
      document_key: doc.key, project_key: doc.project ?? PROJECT, folder_key: doc.folder, file_name: doc.name, version_no: latest.no, size: latest.bytes.byteLength,
      content_type: doc.mime, file_key: latest.fileKey, uploader: latest.uploader, upload_time: daysAgo(latest.days),
      create_by: versions[0]!.uploader, update_by: latest.uploader, create_time: daysAgo(versions[0]!.days),
    }).onConflictDoNothing();
    await db.insert(okrProjectDocumentVersion).values(versions.map((v) => ({
      version_key: `${doc.key}-v${v.no}`, document_key: doc.key, version_no: v.no, file_name: doc.name, size: v.bytes.byteLength, content_type: doc.mime,
      file_key: v.fileKey, uploader: v.uploader, upload_time: daysAgo(v.days), create_by: v.uploader, update_by: v.uploader, create_time: daysAgo(v.days),
    }))).onConflictDoNothing();
  }
}
