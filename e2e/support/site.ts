import { join } from 'node:path';

const port = 8090;

/** Where the site under test runs and what it was started with. */
export const e2eSite = {
  port,
  baseURL: `http://127.0.0.1:${port}`,
  dataDir: join(__dirname, '..', '.data'),
  admin: { userName: 'admin', password: 'e2e-admin-secret' },
} as const;
