// @database pglite: the lock on a PGlite data folder.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/lib/backend/db/client';
import { leftToLeg } from '../support/legs';

const run = promisify(execFile);
const folder = mkdtempSync(path.join(tmpdir(), 'fincrm-lock-'));
let held: Database | undefined;

afterAll(async () => {
  await held?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function openInChild(): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tests/support/open-pglite-folder.ts', folder], { cwd: process.cwd() });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, out: e.stdout };
  }
}

describe.skipIf(leftToLeg('pglite'))('PGlite data folder lock', () => {
  it('refuses a second process while the first holds the folder, with a clear message', async () => {
    held = await openDatabase({ pgliteFolder: folder, migrate: false });
    const second = await openInChild();
    expect(second.code).toBe(3);
    expect(second.out).toContain('REFUSED FolderLockedError');
    expect(second.out).toContain(`pid ${process.pid}`);
    expect(second.out).toContain('DATABASE_URL');
    // A new folder, then a second Node process that loads the backend: minutes on a busy machine.
  }, 120_000);

  it('lets the next process in once the first has closed', async () => {
    await held?.close();
    held = undefined;
    const next = await openInChild();
    expect(next.out).toContain('OPENED');
  }, 120_000);
});
