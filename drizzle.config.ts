import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a migration from the schema; no database is needed for that. The server
// applies the committed migrations itself at start (embedded or DATABASE_URL).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
