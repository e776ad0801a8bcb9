/**
 * The site under the storage bench, forked so that its memory is its own: the app on the given
 * storage (the folder, or the bench's bucket), with a battle, a patrol and a task with a video
 * question made through the GraphQL API as in the tests. It reports its address and one signed
 * upload URL per requested upload over IPC, and closes when the bench disconnects.
 */
import type { AddressInfo } from 'node:net';
import type { BucketConfig } from '@usb/api/src/config';
import { newUser } from '@usb/api/test/support/accounts';
import { createBattle, registerPatrol } from '@usb/api/test/support/battles';
import { ADMIN, startApp, testConfig, TestClock, type Site } from '@usb/api/test/support/site';
import type { TestStorage } from '@usb/api/test/support/storage';
import { answerQuestion, createQuestion, createTask, taskTimes } from '@usb/api/test/support/tasks';
import { login } from '@usb/api/test/support/accounts';

export interface StorageSiteLaunch {
  dataDir: string;
  databaseUrl: string;
  bucket?: BucketConfig;
  uploads: number;
}

export interface StorageSiteReady {
  url: string;
  uploadUrls: string[];
}

async function main(): Promise<void> {
  const launch = JSON.parse(process.argv[2] ?? '{}') as StorageSiteLaunch;
  const storage: TestStorage = {
    engine: 'postgres',
    store: launch.bucket ? 'bucket' : 'folder',
    dataDir: launch.dataDir,
    databaseUrl: launch.databaseUrl,
    bucket: launch.bucket,
    dispose: async () => undefined,
  };
  const clock = new TestClock();
  const started = await startApp(testConfig(storage, clock, { adminUserName: ADMIN.userName, adminPassword: ADMIN.password, logLevel: 'error' }));
  const site: Site = { ...started, clock, storage, adminToken: await login(started.client, ADMIN.userName, ADMIN.password) };
  const battleID = await createBattle(site, site.adminToken, 'USB Lager');
  const owner = await newUser(site);
  await registerPatrol(site, owner, battleID, 'Ulvene', { category: 1 });
  const taskID = await createTask(site, site.adminToken, battleID, taskTimes(site));
  const questionID = await createQuestion(site, site.adminToken, taskID, 'mediaQuestion', { mediaType: 2 });
  const uploadUrls: string[] = [];
  for (let index = 0; index < launch.uploads; index += 1) {
    const answer = await answerQuestion(site, owner.token, questionID, { mediaAnswer: { mimeType: 'video/mp4' } });
    const path = answer.data?.answers.answerQuestion.uploadUrl;
    if (!path) throw new Error(`no upload URL: ${JSON.stringify(answer.errors)}`);
    uploadUrls.push(`${site.url}${path}`);
  }
  const { port } = started.app.server.address() as AddressInfo;
  const ready: StorageSiteReady = { url: `http://127.0.0.1:${port}`, uploadUrls };
  process.send?.(ready);
  process.once('disconnect', () => {
    void started.close().then(() => process.exit(0));
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
