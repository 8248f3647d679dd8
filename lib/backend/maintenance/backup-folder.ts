import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * A backup is a folder: manifest.json (what it holds, with the inventory a restore must
 * reproduce), the database (PGlite: database.tar.gz, PGlite's own dump of its data folder;
 * PostgreSQL: database.dump, pg_dump's custom format) and files/ (the stored files when they are
 * kept in a folder; with database storage they are inside the database).
 */
export const MANIFEST = 'manifest.json';
export const PGLITE_DUMP = 'database.tar.gz';
export const POSTGRES_DUMP = 'database.dump';
export const FILES_FOLDER = 'files';

const inventorySchema = z.object({
  migrations: z.number().int(),
  tables: z.record(z.string(), z.number().int()),
  files: z.record(z.string(), z.string()),
});

export const manifestSchema = z.object({
  format: z.literal(1),
  kind: z.enum(['pglite', 'postgres']),
  created: z.string(),
  /** Where the files were kept when the backup was made. */
  fileStorage: z.enum(['database', 'folder']),
  inventory: inventorySchema,
});

export type Manifest = z.infer<typeof manifestSchema>;

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST), 'utf8');
  } catch {
    throw new Error(`${folder} is not a backup: it has no ${MANIFEST}`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${path.join(folder, MANIFEST)} is not a manifest this release reads: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
