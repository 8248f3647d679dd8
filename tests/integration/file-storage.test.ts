// @database postgres: bytes written within the caller's transaction.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '@/lib/backend/db/client';
import { sysFile, sysFileContent } from '@/lib/backend/db/schema';
import { backendFrom } from '@/lib/backend/instance';
import { memoryLeadLimiter } from '@/lib/backend/modules/clues/submission-limit';
import { newStorageName } from '@/lib/backend/modules/file-names';
import { serveStoredFile } from '@/lib/backend/modules/file-serving';
import { openFileStorage, uploadsFolder } from '@/lib/backend/storage/configured-storage';
import { DatabaseStorage } from '@/lib/backend/storage/database-storage';
import { copyFolderFilesIn } from '@/lib/backend/storage/folder-into-database';
import { LocalFolderStorage } from '@/lib/backend/storage/local-folder-storage';
import { apiPaths } from '@/lib/contract/api-paths';
import { call, loginAs } from '../support/backend';
import { openTestDatabase, TEST_APP_KEY } from '../support/database-template';

let database: Database;
let storage: DatabaseStorage;
const dataDirs: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase(inject('templateDb'));
  storage = new DatabaseStorage(database.db);
});
afterAll(async () => {
  await database?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fincrm-files-'));
  dataDirs.push(dir);
  return dir;
}

const newName = (extension = 'bin') => newStorageName(extension);

const ALL_BYTE_VALUES = Uint8Array.from({ length: 256 }, (_, i) => i);
const ONE_PIXEL_PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));

describe('files stored in the database', () => {
  it('gives back exactly the bytes it was given, all 256 byte values included', async () => {
    const name = newName();
    // Every value twice, and in reverse, so an encoding that drops or folds a byte shows.
    const bytes = Uint8Array.from([...ALL_BYTE_VALUES, ...[...ALL_BYTE_VALUES].reverse()]);
    await storage.put(name, bytes);
    const back = await storage.get(name);
    expect(back).toBeInstanceOf(Uint8Array);
    expect(Array.from(back!)).toEqual(Array.from(bytes));
    const [row] = await database.db.select({ size: sysFileContent.size }).from(sysFileContent).where(eq(sysFileContent.name, name));
    expect(row?.size).toBe(512);
  });

  it('replaces the bytes on a second put of the same name, as seeding on a used database does', async () => {
    const name = newName();
    await storage.put(name, Uint8Array.from([1, 2, 3]));
    await storage.put(name, Uint8Array.from([9, 8]));
    expect(Array.from((await storage.get(name))!)).toEqual([9, 8]);
    const rows = await database.db.select({ size: sysFileContent.size }).from(sysFileContent).where(eq(sysFileContent.name, name));
    expect(rows).toEqual([{ size: 2 }]);
  });

  it('answers null for a name it does not hold, and for one removed', async () => {
    const name = newName();
    expect(await storage.get(name)).toBeNull();
    await storage.put(name, ALL_BYTE_VALUES);
    await storage.remove(name);
    expect(await storage.get(name)).toBeNull();
    await storage.remove(name);
  });

  it('refuses a name that is not a storage name', async () => {
    await expect(storage.put('../etc/passwd', ALL_BYTE_VALUES)).rejects.toThrow(/Refused storage name/);
    await expect(storage.get('a b.png')).rejects.toThrow(/Refused storage name/);
  });

  it('writes within the caller\'s transaction: the bytes commit and roll back with it', async () => {
    const kept = newName();
    const dropped = newName();
    await database.db.transaction(async (tx) => {
      await storage.put(kept, ALL_BYTE_VALUES, tx);
    });
    await database.db.transaction(async (tx) => {
      await storage.put(dropped, ALL_BYTE_VALUES, tx);
      tx.rollback();
    }).catch(() => {});
    expect(await storage.get(kept)).not.toBeNull();
    expect(await storage.get(dropped)).toBeNull();
  });

  it('keeps an upload with its row and serves it back through the API', async () => {
    const backend = backendFrom(database, {
      storage,
      uploadMaxBytes: 1024 * 1024,
      defaultAppKey: TEST_APP_KEY,
      leadLimiter: memoryLeadLimiter({ perAddress: 1000, windowSeconds: 600 }),
    });
    const { token } = await loginAs(backend, 'lina');
    const form = new FormData();
    form.append('file', new File([ONE_PIXEL_PNG], 'pixel.png'));
    const uploaded = await call<{ url: string }>(backend, 'POST', apiPaths.fileUpload, { token, body: form });
    expect(uploaded.body.code).toBe(0);
    const name = uploaded.body.data!.url.slice('/files/'.length);
    const [row] = await database.db.select({ size: sysFileContent.size }).from(sysFileContent).where(eq(sysFileContent.name, name));
    expect(row?.size).toBe(ONE_PIXEL_PNG.byteLength);
    const served = await serveStoredFile(backend.services, name);
    expect(served.status).toBe(200);
    expect(Array.from(new Uint8Array(await served.arrayBuffer()))).toEqual(Array.from(ONE_PIXEL_PNG));
  });
});

/** Rows of sys_file for names, as an upload would have left them. */
async function fileRows(names: readonly string[]): Promise<void> {
  await database.db.insert(sysFile).values(names.map((name) => ({
    file_key: `fil-${name}`, storage_name: name, original_name: name, content_type: 'application/octet-stream', size: 1, served_publicly: true,
  })));
}

describe('a data folder of files moved into the database at start', () => {
  it('copies in the files a row names, once, and leaves the others', async () => {
    const dataDir = freshDataDir();
    const folder = uploadsFolder(dataDir);
    const [first, second, orphan, lost] = [newName('png'), newName('pdf'), newName('png'), newName('png')];
    const kept = new LocalFolderStorage(folder);
    await kept.put(first, ALL_BYTE_VALUES);
    await kept.put(second, Uint8Array.from([37, 80, 68, 70]));
    await kept.put(orphan, ALL_BYTE_VALUES);
    // A row whose bytes neither the table nor this folder holds (another machine kept them).
    await fileRows([first, second, lost]);

    const opened = await openFileStorage('database', database.db, dataDir);
    expect(Array.from((await opened.get(first))!)).toEqual(Array.from(ALL_BYTE_VALUES));
    expect(Array.from((await opened.get(second))!)).toEqual([37, 80, 68, 70]);
    expect(await opened.get(orphan)).toBeNull();
    expect(await opened.get(lost)).toBeNull();
    // The folder is left as it was, so going back to FILE_STORAGE=folder still finds the files.
    expect(readdirSync(folder).sort()).toEqual([first, second, orphan].sort());

    // The next start finds nothing left to copy, and does not bring back a file removed since.
    await opened.remove(second);
    await database.db.delete(sysFile).where(eq(sysFile.storage_name, second));
    expect(await copyFolderFilesIn(database.db, folder)).toMatchObject({ copied: 0 });
    expect(await opened.get(second)).toBeNull();
    await database.db.delete(sysFile).where(inArray(sysFile.storage_name, [first, lost]));
  });

  it('counts what it copied and what it could not find', async () => {
    const dataDir = freshDataDir();
    const folder = uploadsFolder(dataDir);
    const [present, absent] = [newName('png'), newName('png')];
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, present), ALL_BYTE_VALUES);
    await fileRows([present, absent]);
    const first = await copyFolderFilesIn(database.db, folder);
    expect(first.copied).toBe(1);
    expect(first.missing).toBeGreaterThanOrEqual(1);
    const again = await copyFolderFilesIn(database.db, folder);
    expect(again.copied).toBe(0);
    expect(again.missing).toBe(first.missing);
    await database.db.delete(sysFile).where(inArray(sysFile.storage_name, [present, absent]));
  });

  it('keeps files in the folder when configured so, and copies nothing', async () => {
    const dataDir = freshDataDir();
    const name = newName('png');
    await fileRows([name]);
    const opened = await openFileStorage('folder', database.db, dataDir);
    await opened.put(name, ALL_BYTE_VALUES);
    expect(readdirSync(uploadsFolder(dataDir))).toEqual([name]);
    expect(await storage.get(name)).toBeNull();
    await database.db.delete(sysFile).where(eq(sysFile.storage_name, name));
  });
});
