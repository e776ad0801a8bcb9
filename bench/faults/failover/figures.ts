/**
 * What a failover run measured, from the patrols' books (patrols.ts) and the rows found on the
 * new primary: the acknowledged saves and the missing ones, the failover time (the longest stretch
 * around the crash with no save acknowledged), and what the patrols saw (failed
 * requests by kind, their own retries, the slowest save from first send to receipt).
 */
import type { AcknowledgedSave, PatrolRun } from './patrols';

export interface StoredAnswer {
  patrol_id: number;
  question_id: number;
  answer_text: string | null;
}

/** The acknowledged saves whose text is not on the answer row they wrote. */
export function missingSaves(saves: readonly AcknowledgedSave[], stored: readonly StoredAnswer[]): AcknowledgedSave[] {
  const texts = new Map(stored.map((row) => [`${row.patrol_id}:${row.question_id}`, row.answer_text]));
  return saves.filter((save) => texts.get(`${save.patrolId}:${save.questionId}`) !== save.text);
}

export interface FailoverTimes {
  crashedAt: number;
  movedAt: number;
}

export function failoverFigures(patrols: PatrolRun, missing: readonly AcknowledgedSave[], times: FailoverTimes) {
  const { saves, failures } = patrols;
  // The longest stretch without any acknowledged save around the crash (the old primary may still
  // acknowledge a few saves while pg_ctl stops it).
  const around = saves.map((save) => save.acknowledgedAt).filter((at) => at > times.crashedAt - 2_000);
  around.sort((a, b) => a - b);
  const failoverMs = Math.max(...around.slice(1).map((at, index) => at - (around[index] ?? at)));
  const byKind: Record<string, number> = {};
  for (const failure of failures) byKind[failure.kind] = (byKind[failure.kind] ?? 0) + 1;
  return {
    acknowledged: saves.length,
    missing: missing.length,
    missingAcknowledgedMsBeforeCrash: missing.map((save) => times.crashedAt - save.acknowledgedAt),
    crashToMovedMs: times.movedAt - times.crashedAt,
    failoverMs,
    failedRequests: byKind,
    patrolRetries: saves.reduce((sum, save) => sum + save.requests - 1, 0),
    /** Saves sent before the crash and acknowledged after it without a retry by the patrol: ridden out by the api. */
    riddenOut: saves.filter((save) => save.firstSentAt < times.crashedAt && save.acknowledgedAt > times.crashedAt && save.requests === 1).length,
    slowestSaveMs: Math.max(...saves.map((save) => save.acknowledgedAt - save.firstSentAt)),
  };
}
