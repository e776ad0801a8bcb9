/**
 * A save the api acknowledged survives a crash: the api runs in a process of its own (the
 * bench's api-under-test, seeded with an open task), 20 patrols hand it 10 text saves each at
 * once, and the process is killed with SIGKILL while they are in flight. After a restart on the
 * same data, every acknowledged save is still stored, or a save its patrol sent later to the
 * same question is. Each patrol sends its saves in order over one keep-alive connection, as its
 * task view autosaves, so "later" is well defined.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { answers } from '@usb/api/src/db/schema/answers';
import { isApiMessage, type ApiLaunch, type EventNightFixture } from '../api/api-protocol';
import { saveAnswer } from '../api/event-night-operations';
import { VirtualBrowser } from '../api/virtual-browser';
import { startApp, testConfig, TestClock } from '@usb/api/test/support/site';
import { createStorage, engines } from '@usb/api/test/support/storage';

const PATROLS = 20;
const SAVES_PER_PATROL = 10;
const KILL_AFTER_ACKNOWLEDGED = 50;

interface Save {
  patrol: number;
  questionID: string;
  order: number;
  text: string;
}

/** The api under test in its own process (run from source through tsx), once seeded and listening. */
function launch(storage: { dataDir: string; databaseUrl?: string }): Promise<{ child: ChildProcess; url: string; fixture: EventNightFixture }> {
  const apiLaunch: ApiLaunch = { dataDir: storage.dataDir, databaseUrl: storage.databaseUrl, patrols: PATROLS };
  const child = fork(join(__dirname, '..', 'api', 'api-under-test.ts'), [JSON.stringify(apiLaunch)], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the api exited with ${code} before it was ready`)));
    child.once('message', (message: unknown) => {
      if (isApiMessage(message) && message.type === 'ready') resolve({ child, url: message.url, fixture: message.fixture });
      else reject(new Error(`the api did not start: ${JSON.stringify(message)}`));
    });
  });
}

function killed(child: ChildProcess): Promise<void> {
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exit;
}

/** Patrol p's saves, alternating between the two questions; every text is unique. */
function savesOf(patrol: number, [first, second]: string[]): Save[] {
  if (first === undefined || second === undefined) throw new Error('the seeded task has two questions');
  return Array.from({ length: SAVES_PER_PATROL }, (_, order) => {
    const questionID = order % 2 === 0 ? first : second;
    return { patrol, questionID, order, text: `patrulje ${patrol} spørgsmål ${questionID} gem ${order}` };
  });
}

describe.each(engines)('kill -9 during 200 concurrent saves (%s)', (engine) => {
  it('still loses nothing', async () => {
    const storage = await createStorage(engine);
    const { child, url, fixture } = await launch(storage);
    const browsers = fixture.patrolTokens.map((token) => new VirtualBrowser(url, token));
    try {
      await Promise.all(browsers.map((browser) => browser.open()));
      const saves = browsers.flatMap((browser, patrol) => savesOf(patrol, fixture.questionIds).map((save) => ({ browser, save })));
      const acknowledged: Save[] = [];
      let killing: Promise<void> | undefined;
      const sent = saves.map(({ browser, save }) =>
        saveAnswer(browser, save.questionID, save.text).then(
          () => {
            acknowledged.push(save);
            if (acknowledged.length === KILL_AFTER_ACKNOWLEDGED) killing = killed(child);
          },
          // Cut off by the kill: not acknowledged, so the patrol would send it again.
          () => undefined,
        ),
      );
      await Promise.all(sent);
      await killing;
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);

      const site = await startApp(testConfig(storage, new TestClock()));
      try {
        const stored = new Set((await site.app.db.select({ text: answers.answerText }).from(answers)).map((row) => row.text));
        for (const save of acknowledged) {
          const laterOrSame = saves.filter(
            ({ save: other }) => other.patrol === save.patrol && other.questionID === save.questionID && other.order >= save.order,
          );
          expect(laterOrSame.filter(({ save: other }) => stored.has(other.text))).toHaveLength(1);
        }
      } finally {
        await site.close();
      }
    } finally {
      for (const browser of browsers) browser.close();
      if (child.exitCode === null && child.signalCode === null) await killed(child);
      await storage.dispose();
    }
  });
});
