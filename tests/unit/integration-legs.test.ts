import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { integrationFiles, postgresLegFiles } from '@/scripts/integration-legs.mjs';

/**
 * The PostgreSQL leg runs only the integration files that declare `// @database postgres`
 * (scripts/integration-legs.mjs). A file whose test depends on the database's dialect or on how it
 * serves several callers at once must say so, or it would be tested on PGlite alone.
 */
const SIGNS: [RegExp, string][] = [
  [/\bsql`/, 'raw SQL (sql`…`)'],
  [/\.execute\(/, 'a statement executed directly'],
  [/\.transaction\(/, 'a transaction of its own'],
  [/for update|skip locked|advisory/i, 'row or advisory locks'],
  [/openSecondProcessDatabase|postgresUrlOf/, 'a second connection to the database'],
  [/from 'pg'/, 'the PostgreSQL driver'],
  [/TEST_DATABASE_URL/, 'a case that depends on the leg'],
  [/concurren|racing|\brace\b|simultaneous|two processes|second process|at the same moment/i, 'calls racing each other'],
  [/leftToLeg\('postgres'\)/, 'work left to the PostgreSQL leg'],
];

describe('integration files and the PostgreSQL leg', () => {
  const files = integrationFiles();

  it('every file touching SQL, transactions, locks, connections or races declares its database', () => {
    const undeclared = files
      .filter((f) => f.declared === null)
      .flatMap(({ file }) => {
        const text = readFileSync(file, 'utf8');
        const found = SIGNS.filter(([sign]) => sign.test(text)).map(([, what]) => what);
        return found.length ? [`${file}: ${found.join(', ')} — add "// @database postgres: why"`] : [];
      });
    expect(undeclared).toEqual([]);
  });

  it('work a file leaves to the PostgreSQL leg is run there', () => {
    const leaving = files.filter(({ file }) => /leftToLeg\('postgres'\)/.test(readFileSync(file, 'utf8'))).map((f) => f.file);
    expect(leaving.filter((file) => !postgresLegFiles().includes(file))).toEqual([]);
  });

  it('the PostgreSQL leg has files, and each is named by a path no other file contains', () => {
    const legs = postgresLegFiles();
    expect(legs.length).toBeGreaterThan(0);
    // vitest takes file arguments as filters matched anywhere in a path.
    for (const file of legs) expect(files.filter((f) => f.file.includes(file)).map((f) => f.file)).toEqual([file]);
  });
});
