import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startApp, stopAll, stopApp, type AppProcess, type StartOptions } from '../cluster/app-process';
import { companyState, signedInAdmin, stillThere, writeSomething, type Written } from './company-state';
import { figure, LIFECYCLE_PORT, productionEnv, READY_PATH } from './lifecycle-support';

/**
 * A company's second day: the same data folder started again after a clean stop (SIGTERM) and
 * after a kill -9, with the production build and with the development server. Every record and
 * file written before must be there afterwards. Prints its figures with the prefix [lifecycle].
 */

// A failed case leaves no process holding the port or the folder.
afterEach(stopAll);

async function started(name: string, options: StartOptions, env = productionEnv()): Promise<{ app: AppProcess; ms: number }> {
  const begun = Date.now();
  // Up when it can serve (the development server would otherwise compile the login page first).
  const app = await startApp(name, LIFECYCLE_PORT, env, { keepData: true, readyPath: READY_PATH, ...options });
  return { app, ms: Date.now() - begun };
}

describe('a restart on a used PGlite folder (production build)', () => {
  const dataDir = path.resolve('.tmp/lifecycle-restart');
  const written: Written[] = [];

  it('starts again after SIGTERM and after kill -9 with every record and file', async () => {
    const first = await started('first start', { dataDir, keepData: false });
    figure(`first start on a new folder (database made, demo seeded): ${first.ms} ms`);
    const readiness = await (await fetch(`${first.app.origin}${READY_PATH}`)).json();
    expect(readiness).toMatchObject({ code: 0, msg: 'ok', data: { status: 'ok', database: 'pglite' } });
    let admin = await signedInAdmin(first.app.origin);
    written.push(await writeSomething(admin, first.app.origin, 'before-term'));
    const before = await companyState(admin, first.app.origin, written);

    const term = await stopApp(first.app, 'SIGTERM');
    expect(term).not.toBeNull();
    // Ended on its own (Next's exit status for SIGTERM), not by the SIGKILL that follows a hang.
    expect(term!.signal).toBeNull();
    expect(first.app.output.join('\n')).toContain('[backend] stopped in');
    figure(`SIGTERM to exit: ${term!.ms} ms`);

    const second = await started('after SIGTERM', { dataDir });
    figure(`second start on the used folder: ${second.ms} ms`);
    admin = await signedInAdmin(second.app.origin);
    expect(await companyState(admin, second.app.origin, written)).toEqual(before);
    expect(await stillThere(admin, second.app.origin, written)).toEqual([true]);
    written.push(await writeSomething(admin, second.app.origin, 'before-kill'));
    const beforeKill = await companyState(admin, second.app.origin, written);

    await stopApp(second.app, 'SIGKILL');
    const third = await started('after kill -9', { dataDir });
    figure(`start after kill -9 (stale lock taken over, database recovered): ${third.ms} ms`);
    admin = await signedInAdmin(third.app.origin);
    expect(await companyState(admin, third.app.origin, written)).toEqual(beforeKill);
    expect(await stillThere(admin, third.app.origin, written)).toEqual([true, true]);
    expect(third.app.output.join('\n')).not.toMatch(/EEXIST|instrumentation hook/);
    await stopApp(third.app);
  });
});

describe('a restart of the development server on a used folder', () => {
  const dataDir = path.resolve('.tmp/lifecycle-dev');

  it('starts `next dev` twice on one folder, with what the first wrote', async () => {
    // No SESSION_SECRET: in development it is made once into the data folder, and kept.
    const env = { COOKIE_SECURE: 'false' };
    const first = await started('dev', { dataDir, keepData: false, mode: 'dev' }, env);
    figure(`next dev, first start on a new folder (pages compiled on first request): ${first.ms} ms`);
    let admin = await signedInAdmin(first.app.origin);
    const written = [await writeSomething(admin, first.app.origin, 'dev')];
    const before = await companyState(admin, first.app.origin, written);
    const term = await stopApp(first.app, 'SIGTERM');
    figure(`next dev, SIGTERM to exit: ${term!.ms} ms`);

    const second = await started('dev again', { dataDir, mode: 'dev' }, env);
    figure(`next dev, second start on the used folder: ${second.ms} ms`);
    admin = await signedInAdmin(second.app.origin);
    expect(await companyState(admin, second.app.origin, written)).toEqual(before);
    expect(second.app.output.join('\n')).not.toMatch(/EEXIST|instrumentation hook/);
    await stopApp(second.app);
  });
});
