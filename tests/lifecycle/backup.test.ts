import { execFile } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startApp, stopAll, stopApp } from '../cluster/app-process';
import { companyState, signedInAdmin, stillThere, writeSomething } from './company-state';
import { dropScratchDatabases, figure, LIFECYCLE_PORT, postgresServer, productionEnv, READY_PATH, scratchDatabase } from './lifecycle-support';

/**
 * The documented backup and restore commands: back up, wipe, restore into the empty place, and
 * the app started there shows the same records and serves the same file bytes.
 */

afterEach(stopAll);
afterAll(dropScratchDatabases);

interface Run {
  code: number;
  output: string;
  ms: number;
}

/** `npm run backup` / `npm run restore`, as an operator runs them (the same environment as the app). */
function command(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(process.execPath, ['node_modules/tsx/dist/cli.mjs', `scripts/${script}.ts`, ...args], { env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}`, ms: Date.now() - started });
    });
  });
}

function folderBytes(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(folder, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(full) : statSync(full).size);
  }, 0);
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

describe('backup and restore', () => {
  it('PGlite: a stopped app backed up, its folder wiped and restored, shows the same records and files', async () => {
    const dataDir = path.resolve('.tmp/lifecycle-backup-pglite');
    const backup = path.resolve('.tmp/lifecycle-backup-pglite.backup');
    rmSync(backup, { recursive: true, force: true });
    const env = productionEnv({ DATA_DIR: dataDir });
    const first = await startApp('before backup', LIFECYCLE_PORT, env, { dataDir, readyPath: READY_PATH });
    const admin = await signedInAdmin(first.origin);
    const written = [await writeSomething(admin, first.origin, 'backed-up')];
    const before = await companyState(admin, first.origin, written);

    // One process owns a PGlite folder: backing up a running app is refused with a clear message.
    const refused = await command('backup', [backup], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is in use by another process');
    rmSync(backup, { recursive: true, force: true });
    await stopApp(first);

    const made = await command('backup', [backup], env);
    expect(made.code, made.output).toBe(0);
    figure(`PGlite backup of the demo company: ${made.ms} ms, ${kb(folderBytes(backup))} (data folder ${kb(folderBytes(dataDir))})`);

    rmSync(dataDir, { recursive: true, force: true });
    const restored = await command('restore', [backup], env);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('all as backed up');
    // Restoring over a database that is there needs --replace, which moves the old one aside.
    expect((await command('restore', [backup], env)).code).toBe(1);
    const replaced = await command('restore', [backup, '--replace'], env);
    expect(replaced.code, replaced.output).toBe(0);
    expect(replaced.output).toContain('Moved aside');
    figure(`PGlite restore into an empty data folder, checked against the manifest: ${restored.ms} ms`);

    const after = await startApp('after restore', LIFECYCLE_PORT, env, { dataDir, keepData: true, readyPath: READY_PATH });
    const again = await signedInAdmin(after.origin);
    expect(await companyState(again, after.origin, written)).toEqual(before);
    expect(await stillThere(again, after.origin, written)).toEqual([true]);
  });

  it.runIf(postgresServer())('PostgreSQL: backed up while the app runs, restored into a new database, the same records and files on a machine without the data folder', async () => {
    const url = await scratchDatabase('fincrm_backup');
    const backup = path.resolve('.tmp/lifecycle-backup-postgres.backup');
    rmSync(backup, { recursive: true, force: true });
    const env = productionEnv({ DATABASE_URL: url });
    const app = await startApp('PostgreSQL', LIFECYCLE_PORT, env, { dataDir: '.tmp/lifecycle-backup-postgres', readyPath: READY_PATH });
    const admin = await signedInAdmin(app.origin);
    const written = [await writeSomething(admin, app.origin, 'pg-backed-up')];
    const before = await companyState(admin, app.origin, written);

    const made = await command('backup', [backup], { ...env, DATA_DIR: '.tmp/lifecycle-backup-postgres' });
    expect(made.code, made.output).toBe(0);
    figure(`PostgreSQL backup while the app runs: ${made.ms} ms, ${kb(folderBytes(backup))}`);
    await stopApp(app);

    const fresh = await scratchDatabase('fincrm_restored');
    const restored = await command('restore', [backup], { ...env, DATABASE_URL: fresh, DATA_DIR: '.tmp/lifecycle-restore-postgres' });
    expect(restored.code, restored.output).toBe(0);
    figure(`PostgreSQL restore into a new database, checked against the manifest: ${restored.ms} ms`);

    // Another machine: a data folder of its own, empty; the files come from the database.
    const other = await startApp('restored', LIFECYCLE_PORT, { ...env, DATABASE_URL: fresh }, { dataDir: '.tmp/lifecycle-restore-postgres-machine', readyPath: READY_PATH });
    const again = await signedInAdmin(other.origin);
    expect(await companyState(again, other.origin, written)).toEqual(before);
  });
});
