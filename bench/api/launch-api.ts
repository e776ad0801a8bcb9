/** Forks the api under test (one process, or a cluster of `workers`) over a storage and waits until it is seeded and listening. */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { TestStorage } from '@usb/api/test/support/storage';
import { isApiMessage, type ApiLaunch, type EventNightFixture } from './api-protocol';
import { SERVE_NODE_OPTIONS } from './serve-command';

/** initdb of a fresh PGlite, migrations, the seed of tens of thousands of patrols and forking the workers stay well inside this. */
const READY_TIMEOUT_MS = 120_000;
const EXIT_TIMEOUT_MS = 15_000;

export interface RunningApi {
  url: string;
  seedMs: number;
  fixture: EventNightFixture;
  /** Disconnects, which makes the api close its server and database, and waits for it to exit. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.connected) child.disconnect();
  await exited(child, EXIT_TIMEOUT_MS);
}

export function launchApi(storage: TestStorage, patrols: number, workers = 1): Promise<RunningApi> {
  const launch: ApiLaunch = { dataDir: storage.dataDir, databaseUrl: storage.databaseUrl, patrols, workers };
  // With this process's execArgv tsx runs it from source like the bench; the serve script's node options run it as the site runs.
  const child = fork(join(__dirname, 'api-under-test.ts'), [JSON.stringify(launch)], {
    stdio: 'inherit',
    execArgv: [...process.execArgv, ...SERVE_NODE_OPTIONS],
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop(child).then(() => reject(new Error(`the ${storage.engine} api did not start: ${reason}`)));
    };
    const timer = setTimeout(() => fail(`not ready within ${READY_TIMEOUT_MS / 1000} s`), READY_TIMEOUT_MS);
    child.once('exit', (code) => fail(`exited with ${code}`));
    child.once('message', (message: unknown) => {
      if (!isApiMessage(message)) return fail(`unexpected message ${JSON.stringify(message)}`);
      if (message.type === 'failed') return fail(message.message);
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ url: message.url, seedMs: message.seedMs, fixture: message.fixture, stop: () => stop(child) });
    });
  });
}
