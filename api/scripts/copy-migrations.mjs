// The compiled code finds its migrations beside it (src/db/database.ts: __dirname/migrations),
// so the build copies the SQL migration folder into dist/db/migrations.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'dist', 'db', 'migrations');
rmSync(target, { recursive: true, force: true });
cpSync(join(root, 'src', 'db', 'migrations'), target, { recursive: true });
console.log('copied migrations to dist/db/migrations');
