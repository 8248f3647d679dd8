// Draining the notification outbox: 10,000 queued notifications, half e-mail to a local SMTP
// server (smtp-server) and half to a local webhook receiver checking each signature, sent by the
// notify-send job on the real job queue. Prints the total time, notifications per second and the
// errors. On PGlite and (when it answers) PostgreSQL.
// Usage: npx tsx bench/notifications-drain.ts   (BENCH_NOTIFICATIONS to change the count)
import { performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../lib/backend/db/client';
import { notifyOutbox, sysUser } from '../lib/backend/db/schema';
import { backendFrom } from '../lib/backend/instance';
import { channelSettings, generalSettings } from '../lib/backend/modules/notifications/channel-settings';
import { queueNotifications, wakeNotifications } from '../lib/backend/modules/notifications/port';
import { MemoryStorage } from '../lib/backend/storage/local-folder-storage';
import { RobotReceiver } from '../tests/support/robot-receiver';
import { SmtpSink } from '../tests/support/smtp-sink';
import { measureOnBoth } from './support/both-databases';

const TOTAL = Number(process.env.BENCH_NOTIFICATIONS ?? 10_000);
const ADMIN = { userKey: 'usr-bench', realname: 'bench' };

async function measure(kind: string, database: Database): Promise<string[]> {
  const smtp = new SmtpSink();
  const hooks = new RobotReceiver({ wecomKey: '-', dingtalkToken: '-', dingtalkSecret: '-', feishuToken: '-', feishuSecret: '-', webhookSecret: 'bench-secret' });
  await Promise.all([smtp.start(), hooks.start()]);
  const db = database.db;
  await db.insert(sysUser).values({ user_key: 'usr-bench', username: 'bench', realname: '压测用户', password_hash: 'x', user_type: 'staff', status: '1', email: 'bench@example.com' }).onConflictDoNothing();
  await generalSettings.write(db, { site_origin: 'https://crm.example.com', allowed_hosts: [`127.0.0.1:${smtp.port}`, `127.0.0.1:${hooks.port}`] }, ADMIN);
  await channelSettings.email.write(db, { enabled: true, host: '127.0.0.1', port: smtp.port, security: 'none', user: '', password: '', from_address: 'crm@example.com', from_name: '金融版CRM' }, ADMIN);
  await channelSettings.webhook.write(db, { enabled: true, url: `${hooks.base}/hooks/notify`, secret: 'bench-secret' }, ADMIN);

  const items = Array.from({ length: TOTAL }, (_, i) => ({
    userKey: 'usr-bench', channel: i % 2 === 0 ? ('email' as const) : ('webhook' as const), event: 'taskAssigned' as const,
    title: `新的待办 ${i}`, text: `请审批第 ${i} 号申请`, link: `/home/workbench/pending?i=${i}`,
  }));
  const q0 = performance.now();
  await db.transaction((tx) => queueNotifications(tx, items));
  const queued = performance.now() - q0;

  const backend = backendFrom(database, { storage: new MemoryStorage(), uploadMaxBytes: 1, defaultAppKey: 'fincrm' });
  await backend.jobs.start();
  const t0 = performance.now();
  await wakeNotifications(backend.services);
  const left = async () => Number((await db.select({ n: count() }).from(notifyOutbox).where(eq(notifyOutbox.status, 'waiting')))[0]!.n);
  while ((await left()) > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  const seconds = (performance.now() - t0) / 1000;
  const byStatus = await db.select({ status: notifyOutbox.status, n: count() }).from(notifyOutbox).groupBy(notifyOutbox.status);
  await backend.jobs.stop();
  await Promise.all([smtp.stop(), hooks.stop()]);
  const statuses = byStatus.map((s) => `${s.status} ${s.n}`).join(', ');
  const errors = byStatus.filter((s) => s.status !== 'sent').reduce((sum, s) => sum + Number(s.n), 0);
  return [
    `${kind}: ${TOTAL} notifications (${TOTAL / 2} e-mail to a local SMTP server, ${TOTAL / 2} signed webhook posts)`,
    `  queued in one transaction: ${queued.toFixed(0)} ms`,
    `  drained by the job: ${seconds.toFixed(1)} s, ${(TOTAL / seconds).toFixed(0)} per second; received ${smtp.mails.length} mails, ${hooks.received.length} webhook posts; errors ${errors} (${statuses})`,
  ];
}

async function main(): Promise<void> {
  await measureOnBoth('Notification outbox drain', 'fincrm_bench_notify_drain', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
