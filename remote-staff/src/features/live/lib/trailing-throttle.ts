/**
 * Runs `run` at most once every `ms`: a request while it may run runs at once; requests in the
 * `ms` after a run are gathered into one run when that time has passed, so the last request of a
 * burst is always followed by a run. `cancel` drops a gathered run (the page is leaving).
 */
export interface TrailingThrottle {
  request(): void;
  cancel(): void;
}

export function createTrailingThrottle(run: () => void, ms: number, now: () => number = Date.now): TrailingThrottle {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function runNow(): void {
    timer = null;
    lastRun = now();
    run();
  }

  return {
    request() {
      if (timer) return;
      const wait = lastRun + ms - now();
      if (wait <= 0) runNow();
      else timer = setTimeout(runNow, wait);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
