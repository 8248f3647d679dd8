// Which integration files the PostgreSQL leg runs. Every file runs on PGlite; a file whose database
// matters (SQL of its own, filters and searches, numbering, transactions, races between calls, a
// second connection, migrations) says so in a line of its own:
//
//   // @database postgres: why
//
// and runs on PostgreSQL too. A file about PGlite itself says `// @database pglite: why`.
// tests/unit/integration-legs.test.ts refuses a file that touches the database's dialect or
// concurrency without a declaration. `node scripts/integration-legs.mjs` prints the PostgreSQL leg's files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const INTEGRATION_DIR = 'tests/integration';
const DECLARATION = /^\/\/ @database (postgres|pglite)\b/m;

/** Each integration file (relative to the project) with the database it declares, or null. */
export function integrationFiles(root = process.cwd()) {
  return readdirSync(path.join(root, INTEGRATION_DIR), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.test.ts'))
    .sort()
    .map((file) => {
      const relative = `${INTEGRATION_DIR}/${file.split(path.sep).join('/')}`;
      const declared = DECLARATION.exec(readFileSync(path.join(root, relative), 'utf8'))?.[1] ?? null;
      return { file: relative, declared };
    });
}

/** The files the PostgreSQL leg runs. */
export function postgresLegFiles(root = process.cwd()) {
  return integrationFiles(root).filter((f) => f.declared === 'postgres').map((f) => f.file);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(postgresLegFiles().join('\n'));
}
