/**
 * Sends the announcements that wait for their time. Every api process runs one: it sleeps until
 * the next one is due (or at most CHECK_MS, so one scheduled through another process is sent
 * on time within that), then sends what is due; the update that marks a row sent is the claim,
 * so each is sent once however many processes wake at the same moment.
 */
const CHECK_MS = 30_000;
/** A wake-up a little after the time, so the row is due by the database's comparison too. */
const LATE_MS = 20;

export interface AnnouncementSchedule {
  /** Looks again for the next one due (a new waiting announcement). */
  wake(): void;
  stop(): void;
}

export function startAnnouncementSchedule(options: {
  nextDue: () => Promise<Date | null>;
  sendDue: () => Promise<number>;
  now: () => Date;
  onError: (error: unknown) => void;
}): AnnouncementSchedule {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  function sleepUntil(next: Date | null): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    const wait = next === null ? CHECK_MS : Math.min(Math.max(next.getTime() - options.now().getTime() + LATE_MS, 0), CHECK_MS);
    timer = setTimeout(() => void turn(), wait);
    timer.unref();
  }

  async function look(): Promise<void> {
    try {
      await options.sendDue();
      sleepUntil(await options.nextDue());
    } catch (error) {
      options.onError(error);
      sleepUntil(null);
    }
  }

  /** One look at a time: a wake during a look runs right after it. */
  function turn(): Promise<void> {
    running = running.then(look);
    return running;
  }

  void turn();
  return {
    wake: () => void turn(),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
