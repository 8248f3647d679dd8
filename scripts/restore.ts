/**
 * npm run restore -- <backup folder> [--replace]: restores a backup made by `npm run backup` into
 * the deployment the environment describes (the app stopped), then checks that every table has
 * the backup's rows and every file its bytes. Exit status 1 when anything differs.
 */
import { restoreBackup } from '@/lib/backend/maintenance/restore';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith('--'));
  if (!folder) {
    console.error('usage: npm run restore -- <backup folder> [--replace]');
    process.exit(2);
  }
  const started = Date.now();
  const result = await restoreBackup(folder, { replace: args.includes('--replace') });
  const { inventory } = result.manifest;
  for (const place of result.setAside) console.log(`Moved aside (delete it once you are content): ${place}`);
  if (result.differences.length > 0) {
    console.error(`Restored, but it differs from the backup:\n  ${result.differences.join('\n  ')}`);
    process.exit(1);
  }
  const rows = Object.values(inventory.tables).reduce((a, b) => a + b, 0);
  console.log(`Restored the backup of ${result.manifest.created} in ${Date.now() - started} ms and checked it: ${Object.keys(inventory.tables).length} tables with ${rows} rows and ${Object.keys(inventory.files).length} files, all as backed up.`);
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
