import { defineConfig } from 'drizzle-kit';

/** drizzle-kit reads this to generate SQL migrations from src/db/schema.ts (`npx drizzle-kit generate`). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
