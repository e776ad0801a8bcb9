/**
 * One virtual patrol in a closed loop: the next request leaves as soon as the previous one is
 * answered, with the event night's poll:save ratio (a poll, then `savesPerPoll` autosaves,
 * alternating the two text questions). Patrols start at different points of that cycle, so the
 * mix is even from the first second. Bounded by the stop time and by MAX_STEPS.
 */
import type { EventNightFixture } from './api-protocol';
import { pollOpenTasks, saveAnswer } from './event-night-operations';
import type { LoadRecorder } from './load-recorder';
import { Typist } from './typist';
import type { VirtualBrowser } from './virtual-browser';

/** Far more than 30 s of loopback requests allow; only guards against a runaway loop. */
const MAX_STEPS = 100_000;

export interface PatrolPlan {
  fixture: EventNightFixture;
  savesPerPoll: number;
  /** performance.now() time after which no request starts. */
  stopAt: number;
  /** Where in the poll-and-saves cycle this patrol starts. */
  offset: number;
}

export async function runPatrol(browser: VirtualBrowser, plan: PatrolPlan, recorder: LoadRecorder): Promise<void> {
  const { fixture, savesPerPoll, stopAt, offset } = plan;
  const cycle = 1 + savesPerPoll;
  const typist = new Typist();
  let saves = 0;
  for (let step = offset; step < offset + MAX_STEPS && performance.now() < stopAt; step += 1) {
    if (step % cycle === 0) {
      await recorder.measure('poll', () => pollOpenTasks(browser, fixture.taskId));
    } else {
      const questionId = fixture.questionIds[saves % fixture.questionIds.length] ?? '';
      saves += 1;
      await recorder.measure('save', () => saveAnswer(browser, questionId, typist.next(questionId)));
    }
  }
}
