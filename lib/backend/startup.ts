import { serverEnv } from '@/lib/config/env';
import { FolderLockedError } from './db/folder-lock';
import { embeddedBackend } from './instance';
import type { PublicContentVersions } from './public-content/versions';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo';

export async function startEmbeddedBackend(): Promise<void> {
  const env = serverEnv();
  if (env.UPSTREAM_URL) {
    console.log(`[gateway] forwarding API calls to ${new URL(env.UPSTREAM_URL).origin}`);
    return;
  }
  try {
    const backend = await embeddedBackend();
    // Every process works the shared queue: imports, scheduled jobs, whatever another process queued.
    await backend.jobs.start();
    console.log(`[jobs] worker ${backend.jobs.worker} started`);
  } catch (error) {
    if (error instanceof FolderLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** The versions of the public content this process's embedded backend keeps; null with an external upstream. */
export async function embeddedPublicContent(): Promise<PublicContentVersions | null> {
  if (serverEnv().UPSTREAM_URL) return null;
  return (await embeddedBackend()).services.publicContent;
}

export function startupBanner(): void {
  const env = serverEnv();
  const port = process.env.PORT ?? '3000';
  const lines = [`  App:  ${env.APP_ORIGIN ?? `http://localhost:${port}`}`];
  if (!env.UPSTREAM_URL && env.SEED_DEMO) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of demoAccounts()) lines.push(`    ${a.username.padEnd(10)} ${a.role.padEnd(7)} ${a.realname} · ${a.depart}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}
