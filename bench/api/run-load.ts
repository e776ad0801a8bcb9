/**
 * The closed loop against one running api: the first `settings.patrols` patrols' browsers load
 * the site (session and XSRF cookie), then all of them run their loops at once for the warm-up plus the measured
 * window, and the recorder sums up the measured part.
 */
import type { EventNightFixture } from './api-protocol';
import type { EventNightPace } from './event-night-pace';
import { LoadRecorder, type OperationStats } from './load-recorder';
import type { Operation } from './event-night-operations';
import { runPatrol } from './patrol-loop';
import type { BenchSettings } from './settings';
import { VirtualBrowser } from './virtual-browser';

export interface LoadResult {
  /** From the start of the measured window until the last request of it was answered. */
  measuredSeconds: number;
  operations: Record<Operation | 'overall', OperationStats>;
  /** The first failure messages (the counts are in `operations`). */
  failures: string[];
}

export async function runLoad(url: string, fixture: EventNightFixture, settings: BenchSettings, pace: EventNightPace): Promise<LoadResult> {
  const browsers = fixture.patrolTokens.slice(0, settings.patrols).map((token) => new VirtualBrowser(url, token));
  try {
    await Promise.all(browsers.map((browser) => browser.open()));
    const startedAt = performance.now();
    const measureFrom = startedAt + settings.warmupSeconds * 1000;
    const stopAt = measureFrom + settings.measureSeconds * 1000;
    const recorder = new LoadRecorder(measureFrom);
    await Promise.all(browsers.map((browser, index) => runPatrol(browser, { fixture, savesPerPoll: pace.savesPerPoll, stopAt, offset: index }, recorder)));
    const measuredSeconds = (performance.now() - measureFrom) / 1000;
    return { measuredSeconds, operations: recorder.summary(measuredSeconds), failures: recorder.failures };
  } finally {
    for (const browser of browsers) browser.close();
  }
}
