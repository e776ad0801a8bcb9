import { defineConfig } from 'drizzle-kit';

/** drizzle-kit reads this to generate SQL migrations from src/db/schema/index.ts (`npx drizzle-kit generate`). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
