import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit generates SQL migrations from src/db/schema.ts (which re-exports the tables in src/db/tables/)
 * into src/db/migrations (committed).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/provider-schema.ts'],
  out: './src/db/migrations',
});
