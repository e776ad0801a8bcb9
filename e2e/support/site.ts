import { join } from 'node:path';

interface SiteUnderTest {
  port: number;
  baseURL: string;
  dataDir: string;
  seedDemo: boolean;
}

function site(port: number, folder: string, seedDemo: boolean): SiteUnderTest {
  return { port, baseURL: `http://127.0.0.1:${port}`, dataDir: join(__dirname, '..', '.data', folder), seedDemo };
}

/** The seeded site's port; the empty site and the remote dev server take the next two. */
export const e2ePortBase = Number(process.env.E2E_PORT ?? 8090);

/**
 * The sites under test, both the built site started as `npm start` starts it: the main one
 * with the demo data (SEED_DEMO), and an empty one for the empty states.
 */
export const e2eSite = {
  ...site(e2ePortBase, 'seeded', true),
  admin: { userName: 'admin', password: 'e2e-admin-secret' },
  orderMailTo: 'maerker@usb.test',
  orderPaymentDetails: 'Reg.nr. 1234 Kontonr. 12345678',
  empty: site(e2ePortBase + 1, 'empty', false),
} as const;

/** Demo users of the seed (api/README.md), all with this password. */
export const demo = {
  password: 'demo1234',
  openBattleName: 'USB Demo',
  pastBattleName: 'USB Demo - sidste år',
  resultPath: 'usb-demo-sidste-aar',
} as const;

/** The demo battle's task that is open now, with a question of every kind (api demo-tasks.ts). */
export const demoTask = {
  name: 'Øveopgave (åben nu)',
  external: 'Kortet',
  line: 'Hvad hedder træet ved posten?',
  textArea: 'Fortæl om jeres rute',
  email: { name: 'Send jeres kodeord', to: 'poster@example.dk' },
  multiple: { name: 'Hvilke knob kan bruges til en råbåndsknude?', options: ['Råbåndsknob', 'Dobbelt halvstik', 'Flagstik'] },
  single: { name: 'Hvor mange poster er der?', options: ['5', '8', '12'] },
  image: 'Billede af patruljen',
  video: 'Video af råbet',
} as const;
