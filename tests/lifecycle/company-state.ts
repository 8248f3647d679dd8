import { createHash } from 'node:crypto';
import { apiPaths } from '@/lib/contract/api-paths';
import { bandedPng } from '@/lib/backend/seed/demo-files';
import { DEMO_PASSWORD } from '@/lib/backend/seed/demo-data';
import { Person } from '../cluster/http-client';

/**
 * What a company keeps in the app, as read through the API of a running process: how many records
 * of several kinds there are, what one written record says, and the bytes of its files. A restart,
 * an upgrade, or a backup and restore must leave all of it as it was.
 */

const sha256 = (bytes: ArrayBuffer | Uint8Array) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

/** Lists counted in every check: records of the demo company and of the test's own writing. */
const LISTS = ['/api/app/base/sys/position', '/api/crm/customer', '/api/crm/clue', '/api/crm/supplier', '/api/crm/resource', '/api/crm/customer/contact'];

/** Files of the demo company, by the call that serves them to a signed-in reader. */
const DEMO_FILES = ['/api/eis/restful/attachments/download?documentKey=doc-demo-01', '/api/eis/restful/attachments/download?documentKey=doc-demo-02'];

export interface Written {
  code: string;
  fileUrl: string;
  fileSha256: string;
}

export interface CompanyState {
  counts: Record<string, number>;
  /** sha256 of each demo file and of each file written by the test. */
  files: Record<string, string>;
}

export async function signedInAdmin(origin: string): Promise<Person> {
  const admin = new Person('admin');
  await admin.signIn(origin, DEMO_PASSWORD);
  return admin;
}

/** A record and an uploaded picture, as a person would add them. */
export async function writeSomething(admin: Person, origin: string, tag: string): Promise<Written> {
  const code = `LC-${tag}`;
  const saved = await admin.call(origin, 'POST', '/api/app/base/sys/position/addOrUpdate', { json: { code, name: `生命周期${tag}`, rank: 3 } });
  if (saved.body.code !== 0) throw new Error(`position not saved: ${saved.body.msg}`);
  const png = bandedPng(64, 48, ['1677ff', 'f5222d', '52c41a']);
  const form = new FormData();
  form.set('file', new File([new Uint8Array(png)], `${tag}.png`, { type: 'image/png' }));
  const uploaded = await admin.call<{ url: string }>(origin, 'POST', apiPaths.fileUpload, { form });
  if (uploaded.body.code !== 0) throw new Error(`file not uploaded: ${uploaded.body.msg}`);
  return { code, fileUrl: uploaded.body.data!.url, fileSha256: sha256(png) };
}

async function total(admin: Person, origin: string, base: string): Promise<number> {
  const answer = await admin.call<{ total: number }>(origin, 'POST', `${base}/query`, { json: { pageNo: 1, pageSize: 1 } });
  if (answer.body.code !== 0) throw new Error(`${base}/query: ${answer.body.msg}`);
  return answer.body.data!.total;
}

async function fileSha(admin: Person, origin: string, url: string): Promise<string> {
  const answer = await admin.call(origin, 'GET', url);
  return answer.status === 200 ? sha256(await answer.response.arrayBuffer()) : `status ${answer.status}`;
}

export async function companyState(admin: Person, origin: string, written: readonly Written[]): Promise<CompanyState> {
  const counts: Record<string, number> = {};
  for (const base of LISTS) counts[base] = await total(admin, origin, base);
  const files: Record<string, string> = {};
  for (const url of [...DEMO_FILES, ...written.map((w) => w.fileUrl)]) files[url] = await fileSha(admin, origin, url);
  return { counts, files };
}

/** Whether each written record is still found by its code. */
export async function stillThere(admin: Person, origin: string, written: readonly Written[]): Promise<boolean[]> {
  return Promise.all(written.map(async (w) => {
    const found = await admin.call<{ records: { code: string }[] }>(origin, 'POST', '/api/app/base/sys/position/query', { json: { code: w.code, pageNo: 1, pageSize: 10 } });
    return found.body.data?.records.some((r) => r.code === w.code) ?? false;
  }));
}
