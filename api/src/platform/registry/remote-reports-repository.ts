/**
 * What pages report of the remote versions they load (docs/remotes-registry.md): loads and
 * failed loads per version and minute, and error messages per version with a count and the
 * last time. Each batch is one upsert per table, so concurrent batches and api processes add up
 * without losing a count.
 */
import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { remoteErrorMessages, remoteReportCounts } from '../../db/schema';

export interface VersionCount {
  name: string;
  version: string;
  loads: number;
  failedLoads: number;
}

export interface VersionMessage {
  name: string;
  version: string;
  message: string;
  count: number;
}

export interface ReportSummary {
  loads: number;
  failedLoads: number;
  messages: { message: string; count: number; lastAt: Date }[];
}

/** The messages shown per version. */
const TOP_MESSAGES = 5;

export const reportKey = (name: string, version: string): string => `${name}|${version}`;

export function createRemoteReportsRepository(db: Database) {
  return {
    /** Adds a batch's counts (one row per version) to the minute's rows and its messages (one row per message) to theirs. */
    async record(counts: VersionCount[], messages: VersionMessage[], minute: Date, at: Date): Promise<void> {
      if (counts.length > 0) {
        await db
          .insert(remoteReportCounts)
          .values(counts.map((row) => ({ ...row, minute })))
          .onConflictDoUpdate({
            target: [remoteReportCounts.name, remoteReportCounts.version, remoteReportCounts.minute],
            set: {
              loads: sql`${remoteReportCounts.loads} + excluded.loads`,
              failedLoads: sql`${remoteReportCounts.failedLoads} + excluded.failed_loads`,
            },
          });
      }
      if (messages.length > 0) {
        await db
          .insert(remoteErrorMessages)
          .values(messages.map((row) => ({ ...row, lastAt: at })))
          .onConflictDoUpdate({
            target: [remoteErrorMessages.name, remoteErrorMessages.version, remoteErrorMessages.message],
            set: { count: sql`${remoteErrorMessages.count} + excluded.count`, lastAt: sql`excluded.last_at` },
          });
      }
    },

    /**
     * The reports since `since`, by reportKey: the loads of the minutes from the one `since`
     * falls in, and the most frequent messages last reported since then (a message's count is
     * since it was first seen).
     */
    async since(since: Date, only?: { name: string; version: string }): Promise<Map<string, ReportSummary>> {
      const fromMinute = minuteOf(since);
      const counts = await db
        .select({
          name: remoteReportCounts.name,
          version: remoteReportCounts.version,
          loads: sql<number>`cast(sum(${remoteReportCounts.loads}) as integer)`,
          failedLoads: sql<number>`cast(sum(${remoteReportCounts.failedLoads}) as integer)`,
        })
        .from(remoteReportCounts)
        .where(
          and(
            gte(remoteReportCounts.minute, fromMinute),
            only ? and(eq(remoteReportCounts.name, only.name), eq(remoteReportCounts.version, only.version)) : undefined,
          ),
        )
        .groupBy(remoteReportCounts.name, remoteReportCounts.version);
      const ranked = db
        .select({
          name: remoteErrorMessages.name,
          version: remoteErrorMessages.version,
          message: remoteErrorMessages.message,
          count: remoteErrorMessages.count,
          lastAt: remoteErrorMessages.lastAt,
          rank: sql<number>`row_number() over (partition by ${remoteErrorMessages.name}, ${remoteErrorMessages.version} order by ${remoteErrorMessages.count} desc, ${remoteErrorMessages.lastAt} desc)`.as(
            'rank',
          ),
        })
        .from(remoteErrorMessages)
        .where(
          and(
            gte(remoteErrorMessages.lastAt, since),
            only ? and(eq(remoteErrorMessages.name, only.name), eq(remoteErrorMessages.version, only.version)) : undefined,
          ),
        )
        .as('ranked');
      const messages = await db
        .select()
        .from(ranked)
        .where(lte(ranked.rank, TOP_MESSAGES))
        .orderBy(ranked.name, ranked.version, desc(ranked.count), desc(ranked.lastAt));
      const summaries = new Map<string, ReportSummary>();
      const summaryOf = (name: string, version: string) => {
        const key = reportKey(name, version);
        let summary = summaries.get(key);
        if (!summary) summaries.set(key, (summary = { loads: 0, failedLoads: 0, messages: [] }));
        return summary;
      };
      for (const row of counts) Object.assign(summaryOf(row.name, row.version), { loads: row.loads, failedLoads: row.failedLoads });
      for (const row of messages) summaryOf(row.name, row.version).messages.push({ message: row.message, count: row.count, lastAt: new Date(row.lastAt) });
      return summaries;
    },

    /** Forgets counts and messages older than `before`. */
    async sweep(before: Date): Promise<void> {
      await db.delete(remoteReportCounts).where(lt(remoteReportCounts.minute, before));
      await db.delete(remoteErrorMessages).where(lt(remoteErrorMessages.lastAt, before));
    },
  };
}

export type RemoteReportsRepository = ReturnType<typeof createRemoteReportsRepository>;

/** The start of the minute `at` falls in: the bucket its counts go to. */
export function minuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}
