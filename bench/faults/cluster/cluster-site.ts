/**
 * The cluster test's site: one PostgreSQL database made for the test on 127.0.0.1:5432 (seeded
 * in this process with the bench's event night: a battle, an open task, patrols with sessions),
 * a real S3 server (s3rver) with the bucket, three api nodes on 127.0.0.2-4 each reaching the
 * database and the bucket through fault proxies of its own (and a DATA_DIR of its own: nothing
 * they share lives on a disk), and HAProxy in front on 127.0.0.1. `dispose` stops everything it started and drops the
 * database and the temp folder, also after a failed start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/schema/domain';
import { eq } from 'drizzle-orm';
import { buildApp } from '@usb/api/src/app';
import { battleTasks } from '@usb/api/src/db/schema';
import { readEnv } from '@usb/api/src/env';
import { seedEventNight } from '../../api/seed-event-night';
import type { EventNightFixture } from '../../api/api-protocol';
import { startBucketServer, type BucketServer } from '@usb/api/test/support/bucket-server';
import { FaultProxy } from '@usb/api/test/support/fault-proxy';
import { createStorage, type TestStorage } from '@usb/api/test/support/storage';
import { ApiNode } from './api-node';
import { freePort, Haproxy } from './haproxy';

export const NODE_HOSTS = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];
const POSTGRES = { host: '127.0.0.1', port: 5432 };
/** The nodes' DATABASE_STATEMENT_TIMEOUT_MS: below the default 5 s, so the cut-off step is short. */
export const STATEMENT_TIMEOUT_MS = 2000;
/** The seed alone hashes passwords here; the nodes verify them with the parameters stored in each hash. */
const SEED_ARGON = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface StaffLogin {
  userName: string;
  password: string;
}

export interface ClusterSite {
  storage: TestStorage;
  fixture: EventNightFixture;
  battleId: string;
  /** Two staff members (admins) of the battle, for the lock and correction checks. */
  staff: [StaffLogin, StaffLogin];
  nodes: ApiNode[];
  /** Per node (same order), its fault proxy to PostgreSQL. */
  databaseProxies: FaultProxy[];
  /** Per node (same order), its fault proxy to the bucket. */
  bucketProxies: FaultProxy[];
  haproxy: Haproxy;
  dispose(): Promise<void>;
}

async function seed(storage: TestStorage, patrols: number): Promise<{ fixture: EventNightFixture; battleId: string; staff: [StaffLogin, StaffLogin] }> {
  const config = { ...readEnv({ DATABASE_URL: storage.databaseUrl, DATA_DIR: storage.dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' }), argon: SEED_ARGON };
  const app = await buildApp(config);
  try {
    await app.ready();
    const fixture = await seedEventNight(app, patrols);
    const staff: [StaffLogin, StaffLogin] = [
      { userName: 'bench-admin', password: 'event-night' },
      { userName: 'cluster-staff', password: 'cluster-staff-1' },
    ];
    await app.users.ensureUser({
      userName: staff[1].userName,
      email: 'cluster-staff@example.dk',
      firstName: 'Klynge',
      lastName: 'Staff',
      mobile: '12345678',
      password: staff[1].password,
      roles: [ROLE_ADMIN, ROLE_STAFF],
    });
    const [task] = await app.db
      .select({ battleId: battleTasks.battleId })
      .from(battleTasks)
      .where(eq(battleTasks.id, Number(fixture.taskId)));
    if (task === undefined) throw new Error('the seed made no task');
    return { fixture, battleId: String(task.battleId), staff };
  } finally {
    await app.close();
  }
}

export async function startClusterSite(patrols: number): Promise<ClusterSite> {
  const storage = await createStorage('postgres');
  const dir = mkdtempSync(join(tmpdir(), 'usb-cluster-'));
  const nodes: ApiNode[] = [];
  const databaseProxies: FaultProxy[] = [];
  const bucketProxies: FaultProxy[] = [];
  let bucket: BucketServer | null = null;
  let haproxy: Haproxy | null = null;
  const dispose = async () => {
    await haproxy?.stop();
    await Promise.all(nodes.map((node) => node.stop('SIGKILL')));
    await Promise.all([...databaseProxies, ...bucketProxies].map((proxy) => proxy.close()));
    await bucket?.close();
    await storage.dispose();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const seeded = await seed(storage, patrols);
    bucket = await startBucketServer();
    const bucketAddress = new URL(bucket.bucket.endpoint ?? '');
    const database = new URL(storage.databaseUrl ?? '');
    for (const [index, host] of NODE_HOSTS.entries()) {
      const databaseProxy = await FaultProxy.start(POSTGRES);
      databaseProxies.push(databaseProxy);
      const bucketProxy = await FaultProxy.start({ host: bucketAddress.hostname, port: Number(bucketAddress.port) });
      bucketProxies.push(bucketProxy);
      const url = new URL(database);
      url.host = databaseProxy.address;
      nodes.push(
        new ApiNode({
          name: `node${index + 1}`,
          host,
          port: await freePort(host),
          databaseUrl: url.toString(),
          // Each node has a folder of its own: what they share is in the database and the bucket.
          dataDir: join(dir, `node${index + 1}`),
          env: {
            DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
            S3_BUCKET: bucket.bucket.bucket,
            S3_ENDPOINT: `http://${bucketProxy.address}`,
            S3_REGION: bucket.bucket.region,
            AWS_ACCESS_KEY_ID: bucket.bucket.credentials?.accessKeyId ?? '',
            AWS_SECRET_ACCESS_KEY: bucket.bucket.credentials?.secretAccessKey ?? '',
          },
        }),
      );
    }
    await Promise.all(nodes.map((node) => node.start()));
    haproxy = await Haproxy.start(nodes, dir);
    return { storage, ...seeded, nodes, databaseProxies, bucketProxies, haproxy, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
