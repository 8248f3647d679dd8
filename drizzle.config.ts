import { defineConfig } from 'drizzle-kit';

// One schema and one migration history serve both PGlite (default) and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/backend/db/schema/index.ts',
  out: './drizzle',
});
