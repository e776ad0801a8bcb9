/** The bench's outcome as a table on the console and as JSON in bench-results/. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import type { EngineResult } from './bench-engine';
import { eventPaceRequestsPerSecond, TYPING_PHRASE_MS, type EventNightPace } from './event-night-pace';
import type { BenchSettings } from './settings';

const ROWS = ['poll', 'save', 'overall'] as const;

export interface EngineReport extends EngineResult {
  /** Measured overall rate over the rate of the same patrols at event pace. */
  timeCompression: number;
  /** How many patrols at event pace the measured rate would carry. */
  patrolsAtEventPace: number;
}

export interface EventNightReport {
  benchmark: 'event-night';
  measuredAt: string;
  machine: { node: string; cpus: number; cpuModel: string };
  load: 'closed loop: each patrol sends its next request when the previous one is answered';
  settings: BenchSettings;
  pace: EventNightPace & { typingPhraseMs: number; eventPaceRequestsPerSecond: number };
  engines: EngineReport[];
  errors: number;
}

export function buildReport(settings: BenchSettings, pace: EventNightPace, results: EngineResult[]): EventNightReport {
  const eventPace = eventPaceRequestsPerSecond(settings.patrols, pace);
  const perPatrol = eventPaceRequestsPerSecond(1, pace);
  return {
    benchmark: 'event-night',
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown' },
    load: 'closed loop: each patrol sends its next request when the previous one is answered',
    settings,
    pace: { ...pace, typingPhraseMs: TYPING_PHRASE_MS, eventPaceRequestsPerSecond: eventPace },
    engines: results.map((result) => ({
      ...result,
      timeCompression: result.operations.overall.requestsPerSecond / eventPace,
      patrolsAtEventPace: Math.floor(result.operations.overall.requestsPerSecond / perPatrol),
    })),
    errors: results.reduce((sum, result) => sum + result.operations.overall.errors, 0),
  };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const oneDecimal = (value: number) => value.toFixed(1);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function formatReport(report: EventNightReport): string {
  const { settings, pace } = report;
  const rows = report.engines.flatMap((engine) =>
    ROWS.map((row) => {
      const stats = engine.operations[row];
      return [
        engine.engine,
        row,
        whole(stats.requests),
        whole(stats.requestsPerSecond),
        oneDecimal(stats.p50Ms),
        oneDecimal(stats.p99Ms),
        String(stats.errors),
      ];
    }),
  );
  const engines = report.engines.map(
    (engine) =>
      `  ${engine.engine}: x${oneDecimal(engine.timeCompression)} event pace, i.e. about ${whole(engine.patrolsAtEventPace)} patrols at event pace ` +
      `(seed ${oneDecimal(engine.seedSeconds)} s, measured ${oneDecimal(engine.measuredSeconds)} s)`,
  );
  return [
    `Event-night mix: ${settings.patrols} patrols, each a browser in a closed loop; ${settings.warmupSeconds} s warm-up + ${settings.measureSeconds} s measured per engine`,
    `Event pace: a poll every ${pace.pollIntervalMs / 1000} s and a save every ${oneDecimal(pace.saveIntervalMs / 1000)} s per patrol ` +
      `(${pace.savesPerPoll} saves per poll) = ${oneDecimal(pace.eventPaceRequestsPerSecond)} req/s for ${settings.patrols} patrols`,
    '',
    table(['engine', 'operation', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'], rows),
    `Latencies are at saturation: every patrol's next request waits in line, so p50 is about patrols / req/s.`,
    '',
    'Time compression (measured req/s over event-pace req/s):',
    ...engines,
  ].join('\n');
}

/** Fractions to two decimals: microseconds of latency and fractions of a request say nothing. */
const twoDecimals = (_key: string, value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 100) / 100 : value);

export function writeReport(report: EventNightReport, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, twoDecimals, 2)}\n`);
}
