/**
 * How long a node asks its pages to wait before they reconnect (`retry:`), so that its pages come
 * back at no more than RECONNECTS_PER_SECOND when they all lose it at once (a restart, a crash, a
 * lost listener): the page spreads its wait between half and one and a half times the `retry:`,
 * so N streams arrive over N / RECONNECTS_PER_SECOND seconds. Never below the situation's own wait,
 * never above MAX_RECONNECT_WAIT_MS (20,000 streams, LIVE_MAX_STREAMS' default, come back within
 * 15 s). Measured in docs/benchmarks.md ("Live channel").
 */
export const RECONNECTS_PER_SECOND = 1_000;
export const MAX_RECONNECT_WAIT_MS = 10_000;

export function reconnectWaitMs(baseMs: number, openStreams: number): number {
  return Math.min(MAX_RECONNECT_WAIT_MS, Math.max(baseMs, Math.ceil((openStreams * 1_000) / RECONNECTS_PER_SECOND)));
}
