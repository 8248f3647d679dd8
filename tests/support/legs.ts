/**
 * The test command runs the integration suite twice, on PGlite and on PostgreSQL, and says so to
 * both runs (scripts/test-all.mjs). Work that does not depend on the leg's database then runs on
 * one leg only; a leg run alone does all of it.
 */
export const legsShared = process.env.INTEGRATION_LEGS_SHARED === '1';

/** This run is the PostgreSQL leg. */
export const onPostgresLeg = Boolean(process.env.TEST_DATABASE_URL);

/** Tests of PGlite itself (its folder, its thread): the PostgreSQL leg leaves them to the PGlite leg. */
export const pgliteOnlyElsewhere = legsShared && onPostgresLeg;
