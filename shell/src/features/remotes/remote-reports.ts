import { restPaths, type RemoteReport, type RemoteReportBatch } from '@usb/schema/rest';

/** How long a report waits for others to travel with it. */
export const REPORT_DELAY_MS = 2_000;
/** The most reports POST /api/remotes/reports takes at once. */
const REPORTS_PER_REQUEST = 20;
/** The longest error message the api keeps. */
const REPORT_MESSAGE_LIMIT = 300;

export interface ReportQueue {
  /** Queues a report unless the page has already made this one (same remote, version and kind). */
  add(report: RemoteReport): void;
  /** Sends every queued report now. */
  flush(): void;
}

/**
 * The page's reports of the remote versions it loads (docs/remotes-registry.md): each remote
 * version is reported loaded, and failed, at most once per page; a report is sent
 * REPORT_DELAY_MS after the first unsent one, so the loads of one page start travel together,
 * at most REPORTS_PER_REQUEST to a request.
 */
export function createReportQueue(send: (batch: RemoteReportBatch) => void, delayMs: number = REPORT_DELAY_MS): ReportQueue {
  const made = new Set<string>();
  let unsent: RemoteReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    for (let start = 0; start < unsent.length; start += REPORTS_PER_REQUEST) send({ reports: unsent.slice(start, start + REPORTS_PER_REQUEST) });
    unsent = [];
  }

  function add(report: RemoteReport): void {
    const key = `${report.name}|${report.version}|${report.kind}`;
    if (made.has(key)) return;
    made.add(key);
    unsent.push(report.message === undefined ? report : { ...report, message: report.message.slice(0, REPORT_MESSAGE_LIMIT) });
    timer ??= setTimeout(flush, delayMs);
  }

  return { add, flush };
}

/**
 * Posts a batch and forgets it: a report is worth less than the page, so a failure is neither
 * retried nor thrown. keepalive lets the request finish when the page is being left.
 */
export function postReports(batch: RemoteReportBatch): void {
  try {
    fetch(restPaths.remoteReports, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(batch) }).catch(
      () => undefined,
    );
  } catch {
    // fetch itself refused (a keepalive quota): the reports are lost, the page is not.
  }
}

/** Sends what is queued when the page is left or hidden: the delay would otherwise lose the last reports of a short visit. */
export function flushOnPageExit(queue: ReportQueue, target: Window = window): void {
  target.addEventListener('pagehide', () => queue.flush());
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') queue.flush();
  });
}

/** Turns what was thrown into a report's message. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
