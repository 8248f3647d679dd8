/**
 * The test command runs the integration suite on PGlite, and the files that declare
 * `// @database postgres` on PostgreSQL too (scripts/integration-legs.mjs), and says so to both runs
 * (scripts/test-all.mjs). Work in those files that does not depend on the leg's database then runs
 * on one leg only; a leg run alone does all of it. Work left to PostgreSQL is in a declared file
 * (tests/unit/integration-legs.test.ts).
 */
const legsShared = process.env.INTEGRATION_LEGS_SHARED === '1';
const thisLeg = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** Whether work given to `leg` is left out of this run: both legs run, and this is the other one. */
export function leftToLeg(leg: 'pglite' | 'postgres'): boolean {
  return legsShared && thisLeg !== leg;
}
