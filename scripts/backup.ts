/**
 * npm run backup [-- <folder>]: writes a backup of the deployment the environment describes
 * (DATA_DIR, DATABASE_URL, FILE_STORAGE, as for the app) into a new folder, by default
 * backups/fincrm-<date and time>. With PGlite stop the app first; with PostgreSQL it may run.
 */
import path from 'node:path';
import { writeBackup } from '@/lib/backend/maintenance/backup';

async function main(): Promise<void> {
  const started = Date.now();
  const folder = process.argv[2] ?? path.join('backups', `fincrm-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`);
  const { manifest, folder: written } = await writeBackup(folder);
  const rows = Object.values(manifest.inventory.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup of the ${manifest.kind} database written to ${written} in ${Date.now() - started} ms:`);
  console.log(`  ${Object.keys(manifest.inventory.tables).length} tables, ${rows} rows, ${Object.keys(manifest.inventory.files).length} files (${manifest.fileStorage === 'folder' ? 'copied into files/' : 'inside the database dump'})`);
  console.log(`Restore with: npm run restore -- ${written}`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
