import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sysFile } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { serveStoredFile } from '@/lib/backend/modules/file-serving';
import { MULTIPART_OVERHEAD_BYTES } from '@/lib/backend/modules/file-upload-body';
import { apiPaths } from '@/lib/contract/api-paths';
import { uploadedFileSchema, type UploadedFile } from '@/lib/contract/uploaded-file';
import { checkedAnswer } from '../support/answers';
import { call, createTestBackend, loginAs, ORIGIN } from '../support/backend';
import { TEST_APP_KEY } from '../support/database-template';
import { claimedPng } from '../support/zero-png';

const UPLOAD_LIMIT = 64 * 1024;

// A complete, valid 1x1 PNG: signature, IHDR, IDAT and IEND chunks with their checksums.
const ONE_PIXEL_PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);


let backend: Backend;
let token: string;
let userKey: string;

beforeAll(async () => {
  backend = await createTestBackend({ uploadMaxBytes: UPLOAD_LIMIT });
  ({ token, userKey } = await loginAs(backend, 'lina'));
});
afterAll(async () => {
  await backend?.database.close();
});

function uploadForm(content: BlobPart, fileName: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('file', new File([content], fileName));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

function upload(form: FormData, options: { token?: string; headers?: Record<string, string> } = {}) {
  return call<UploadedFile>(backend, 'POST', apiPaths.fileUpload, { token: options.token ?? token, headers: options.headers, body: form });
}

function storageNameOf(url: string): string {
  return url.slice('/files/'.length);
}

async function storedFileCount(): Promise<number> {
  const [row] = await backend.services.db.select({ n: count() }).from(sysFile);
  return row?.n ?? 0;
}

async function uploadAndServe(content: string, fileName: string): Promise<{ uploaded: UploadedFile; served: Response }> {
  const res = await upload(uploadForm(content, fileName));
  const uploaded = checkedAnswer(uploadedFileSchema, 'POST', apiPaths.fileUpload, res);
  return { uploaded, served: await servedPublicly(storageNameOf(uploaded.url)) };
}

/** What /files/{name} shows a visitor: the public call it asks, without a session. */
async function servedPublicly(name: string): Promise<Response> {
  return (await call(backend, 'GET', apiPaths.storedFile(name))).response;
}

function expectServedAsDownload(served: Response, fileName: string): void {
  expect(served.headers.get('content-type')).toBe('application/octet-stream');
  expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
  expect(served.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
  expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('uploading an image', () => {
  it('stores a real PNG under a server-generated name and serves the same bytes back', async () => {
    const res = await upload(uploadForm(ONE_PIXEL_PNG, 'pixel.png', { fileGroupKey: 'news_cover-1' }));
    expect(res.body.code).toBe(0);
    const uploaded = res.body.data!;
    expect(uploaded.url).toMatch(/^\/files\/[0-9a-f]{32}\.png$/);
    expect(uploaded).toMatchObject({ name: 'pixel.png', size: ONE_PIXEL_PNG.byteLength, content_type: 'image/png' });

    const [row] = await backend.services.db.select().from(sysFile).where(eq(sysFile.file_key, uploaded.file_key));
    expect(row).toMatchObject({ storage_name: storageNameOf(uploaded.url), original_name: 'pixel.png', content_type: 'image/png', file_group_key: 'news_cover-1', create_by: userKey });

    const served = await servedPublicly(storageNameOf(uploaded.url));
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(ONE_PIXEL_PNG);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps only the last segment of a name that carries folders or control characters', async () => {
    const res = await upload(uploadForm(ONE_PIXEL_PNG, '..\\..\\etc/\u0000lo\u202ego.png'));
    expect(res.body.code).toBe(0);
    expect(res.body.data!.name).toBe('logo.png');
    expect(res.body.data!.url).not.toContain('logo');
  });
});

describe('refusing uploads', () => {
  it('refuses a file one byte over the limit, in the caller language, and stores nothing', async () => {
    const put = vi.spyOn(backend.services.storage, 'put');
    const before = await storedFileCount();
    const oversize = new Uint8Array(UPLOAD_LIMIT + 1);
    oversize.set(ONE_PIXEL_PNG);

    const zh = await upload(uploadForm(oversize, 'big.png'));
    expect(zh.status).toBe(413);
    expect(zh.body.code).toBe(413);
    expect(zh.body.msg).toBe('文件过大，单个文件不能超过 0.06 MB');
    const en = await upload(uploadForm(oversize, 'big.png'), { headers: { 'accept-language': 'en-US' } });
    expect(en.body.msg).toBe('The file is too large: the limit is 0.06 MB per file');

    expect(put).not.toHaveBeenCalled();
    expect(await storedFileCount()).toBe(before);
    put.mockRestore();
  });

  it('refuses a picture whose header claims more pixels than any upload may have, or states no size, and stores nothing', async () => {
    const before = await storedFileCount();
    // A few hundred bytes that every browser showing the avatar or the news image would decode to 1.6 GB.
    const claimed = await upload(uploadForm(claimedPng(20_000, 20_000), 'avatar.png', { fileGroupKey: 'avatar' }));
    expect(claimed.body).toEqual({ code: 413, msg: '图片尺寸过大（最大 10000×10000 像素）', data: null });
    const wide = await upload(uploadForm(claimedPng(10_001, 10), 'banner.png'), { headers: { 'accept-language': 'en-US' } });
    expect(wide.body.msg).toBe('The image is too large (at most 10000×10000 pixels)');
    const noHeader = Uint8Array.from([...claimedPng(10, 10).subarray(0, 12), ...Buffer.from('IDAT'), ...new Uint8Array(16)]);
    const unreadable = await upload(uploadForm(noHeader, 'broken.png'));
    expect(unreadable.body).toMatchObject({ code: 400, msg: '无法读取图片的尺寸，文件可能已损坏' });
    expect(await storedFileCount()).toBe(before);
    expect((await upload(uploadForm(claimedPng(10_000, 10), 'banner.png'))).body.code).toBe(0);
  });

  it('stops reading a body that grows past the limit when no length is declared', async () => {
    const res = await upload(uploadForm(new Uint8Array(UPLOAD_LIMIT + MULTIPART_OVERHEAD_BYTES + 1), 'big.png'));
    expect(res.body.code).toBe(413);
  });

  it('refuses a body declared too big before reading any of it', async () => {
    let pulled = false;
    // No queue to fill ahead of time: pull runs only when somebody reads.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(new URL(apiPaths.fileUpload, ORIGIN), {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { token, appKey: TEST_APP_KEY, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(UPLOAD_LIMIT * 10) },
    } as RequestInit);
    const res = await backend.handle(request);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: number }).code).toBe(413);
    expect(pulled).toBe(false);
  });

  it('refuses a text file renamed .png', async () => {
    const res = await upload(uploadForm('just some words, not a picture', 'photo.png'));
    expect(res.body.code).toBe(415);
    expect(res.body.msg).toBe('文件内容与扩展名不符');
  });

  it('refuses a real image given a different extension', async () => {
    const res = await upload(uploadForm(ONE_PIXEL_PNG, 'notes.txt'));
    expect(res.body.code).toBe(415);
    expect(res.body.msg).toBe('文件内容与扩展名不符');
  });

  it('refuses binary bytes that claim to be text', async () => {
    const res = await upload(uploadForm(new Uint8Array([0x68, 0x69, 0x00, 0xff, 0xfe]), 'readme.txt'));
    expect(res.body.msg).toBe('文件内容与扩展名不符');
  });

  it('refuses types outside the allow-list', async () => {
    const executable = new Uint8Array(256);
    executable.set([0x4d, 0x5a]);
    const res = await upload(uploadForm(executable, 'setup.exe'));
    expect(res.body.code).toBe(415);
    expect(res.body.msg).toMatch(/^不支持的文件类型/);
    const unknown = await upload(uploadForm('plain words', 'script.sh'));
    expect(unknown.body.msg).toMatch(/^不支持的文件类型/);
  });

  it('asks for a file when the file field is missing or empty', async () => {
    const form = new FormData();
    form.append('fileGroupKey', 'g1');
    expect((await upload(form)).body.msg).toBe('请选择要上传的文件');
    expect((await upload(uploadForm('', 'empty.txt'))).body.code).toBe(400);
  });

  it('validates the file group key', async () => {
    const res = await upload(uploadForm(ONE_PIXEL_PNG, 'pixel.png', { fileGroupKey: '../group' }));
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toMatch(/^文件分组标识无效/);
  });

  it('refuses uploads without a token', async () => {
    const res = await call(backend, 'POST', apiPaths.fileUpload, { body: uploadForm(ONE_PIXEL_PNG, 'pixel.png') });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });
});

describe('serving uploaded files safely', () => {
  it('serves an SVG carrying a script as an opaque download', async () => {
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    const { uploaded, served } = await uploadAndServe(svg, '图标.svg');
    expect(uploaded.content_type).toBe('image/svg+xml');
    expectServedAsDownload(served, '图标.svg');
    expect(await served.text()).toBe(svg);
  });

  it('serves an HTML page carrying a script as an opaque download', async () => {
    const { uploaded, served } = await uploadAndServe('<!doctype html><html><body><script>fetch("/api")</script></body></html>', 'page.html');
    expect(uploaded.content_type).toBe('text/html');
    expectServedAsDownload(served, 'page.html');
  });

  it('answers 404 for path traversal and unknown names', async () => {
    for (const name of ['../x', '..%2Fx', '..\\x', '%2e%2e%2fx', `${'0'.repeat(32)}.png`]) {
      const res = await serveStoredFile(backend.services, name);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      // The public call /files/{name} asks answers an envelope, which that page turns into a plain 404.
      expect((await call(backend, 'GET', apiPaths.storedFile(name))).body).toMatchObject({ code: 404, data: null });
    }
  });
});
