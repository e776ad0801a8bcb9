/**
 * The shell's reports of the remote versions it loads (POST /api/remotes/reports, no session):
 * checked, counted, and a canary whose failed loads since it started pass the site's limit is
 * rolled back by itself (docs/remotes-registry.md). Everything that decides is read from the
 * database, so several api processes roll a canary back once: the removal is conditional on the
 * canary still being the one that was measured, under the remote's lock.
 */
import { isRemoteName } from '@usb/schema/domain';
import type { RemoteReport } from '@usb/schema/rest';
import type { CanaryConfig } from '../../config';
import { ApiError } from '../../errors';
import { minuteOf, reportKey, type RemoteReportsRepository, type VersionCount, type VersionMessage } from './remote-reports-repository';
import type { RemotesRepository } from './remotes-repository';

const REPORT_LIMITS = { batch: 20, message: 300, version: 100 };
/** Who the history names for a canary rolled back by itself. */
const AUTO_ROLLBACK_BY = 'auto';

type CheckedReport = Required<Pick<RemoteReport, 'name' | 'version' | 'kind'>> & { message: string | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkedReport(value: unknown): CheckedReport | null {
  if (!isRecord(value)) return null;
  const { name, version, kind, message } = value;
  if (typeof name !== 'string' || !isRemoteName(name)) return null;
  if (typeof version !== 'string' || version === '' || version.length > REPORT_LIMITS.version) return null;
  if (kind !== 'LOAD' && kind !== 'ERROR') return null;
  if (message !== undefined && message !== null && typeof message !== 'string') return null;
  const text = kind === 'ERROR' && typeof message === 'string' ? message.trim().slice(0, REPORT_LIMITS.message) : '';
  return { name, version, kind, message: text === '' ? null : text };
}

/** A RemoteReportBatch's reports; BAD_USER_INPUT (field reports) for anything else. */
function checkReportBatch(body: unknown): CheckedReport[] {
  const reports = isRecord(body) ? body.reports : undefined;
  if (!Array.isArray(reports) || reports.length === 0 || reports.length > REPORT_LIMITS.batch) {
    throw new ApiError('BAD_USER_INPUT', `reports must hold 1-${REPORT_LIMITS.batch} reports`, ['reports']);
  }
  const checked = reports.map(checkedReport);
  if (!checked.every((report) => report !== null)) {
    throw new ApiError('BAD_USER_INPUT', 'each report needs a remote name, a version, kind LOAD or ERROR and an optional message', ['reports']);
  }
  return checked;
}

function tally(reports: CheckedReport[]): { counts: VersionCount[]; messages: VersionMessage[] } {
  const counts = new Map<string, VersionCount>();
  const messages = new Map<string, VersionMessage>();
  for (const { name, version, kind, message } of reports) {
    const key = reportKey(name, version);
    const count = counts.get(key) ?? { name, version, loads: 0, failedLoads: 0 };
    if (kind === 'LOAD') count.loads += 1;
    else count.failedLoads += 1;
    counts.set(key, count);
    if (message !== null) {
      const messageKey = `${key}|${message}`;
      const seen = messages.get(messageKey) ?? { name, version, message, count: 0 };
      seen.count += 1;
      messages.set(messageKey, seen);
    }
  }
  return { counts: [...counts.values()], messages: [...messages.values()] };
}

/** True when a canary's reports since its start say it must go. */
function canaryFails(summary: { loads: number; failedLoads: number }, limits: CanaryConfig): boolean {
  return summary.loads >= limits.minLoads && summary.failedLoads / summary.loads > limits.errorLimit;
}

export function createRemoteReports(options: {
  reports: RemoteReportsRepository;
  registry: RemotesRepository;
  canary: CanaryConfig;
  now: () => Date;
  warn: (facts: object, message: string) => void;
}) {
  const { reports, registry, now } = options;

  /** Rolls back each canary the batch reported errors of whose error rate since its start passes the limit. */
  async function checkCanaries(failed: VersionCount[]): Promise<void> {
    const canaries = await registry.canariesOf([...new Set(failed.map((row) => row.name))]);
    for (const canary of canaries) {
      if (!failed.some((row) => row.name === canary.name && row.version === canary.version)) continue;
      const summary = (await reports.since(canary.startedAt, canary)).get(reportKey(canary.name, canary.version));
      if (!summary || !canaryFails(summary, options.canary)) continue;
      const stopped = await registry.stopCanary(canary.name, AUTO_ROLLBACK_BY, now(), { version: canary.version, startedAt: canary.startedAt });
      if (stopped) {
        options.warn(
          { remote: canary.name, version: canary.version, loads: summary.loads, failedLoads: summary.failedLoads, errorLimit: options.canary.errorLimit },
          'canary rolled back: its error rate passed the limit',
        );
      }
    }
  }

  return {
    /** Records a batch (reports of versions not stored are dropped: a page older than a cleanup is harmless). */
    async record(body: unknown): Promise<void> {
      const checked = checkReportBatch(body);
      const stored = await registry.storedAmong(checked);
      const { counts, messages } = tally(checked.filter((report) => stored.has(reportKey(report.name, report.version))));
      const at = now();
      await reports.record(counts, messages, minuteOf(at), at);
      const failed = counts.filter((row) => row.failedLoads > 0);
      if (failed.length > 0) await checkCanaries(failed);
    },
  };
}

export type RemoteReports = ReturnType<typeof createRemoteReports>;
