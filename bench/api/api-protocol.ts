/**
 * What the bench and the api process it forks (api-under-test.ts) tell each other: where the
 * data lives, how many patrols to seed and how many api processes to run (an argument), then
 * the address and the seeded event (an IPC message).
 */
export interface ApiLaunch {
  dataDir: string;
  /** Unset: the embedded PGlite in dataDir. */
  databaseUrl?: string;
  patrols: number;
  /** api processes (src/cluster.ts); above 1 only on PostgreSQL. Default 1. */
  workers?: number;
}

/** The event the seed made: one open task with a single-line and a textarea question. */
export interface EventNightFixture {
  taskId: string;
  questionIds: string[];
  /** A session token per patrol, its member's x-auth-token. */
  patrolTokens: string[];
  /** Per patrol, the XSRF cookie its browser holds (signed by the api, as its first answer would set it). */
  xsrfTokens: string[];
}

export type ApiMessage = { type: 'ready'; url: string; seedMs: number; fixture: EventNightFixture } | { type: 'failed'; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function isFixture(value: unknown): value is EventNightFixture {
  return (
    isRecord(value) &&
    typeof value.taskId === 'string' &&
    isStringArray(value.questionIds) &&
    isStringArray(value.patrolTokens) &&
    isStringArray(value.xsrfTokens)
  );
}

export function isApiMessage(value: unknown): value is ApiMessage {
  if (!isRecord(value)) return false;
  if (value.type === 'failed') return typeof value.message === 'string';
  return value.type === 'ready' && typeof value.url === 'string' && typeof value.seedMs === 'number' && isFixture(value.fixture);
}

export function parseApiLaunch(json: string | undefined): ApiLaunch {
  const value: unknown = JSON.parse(json ?? 'null');
  if (
    !isRecord(value) ||
    typeof value.dataDir !== 'string' ||
    !(value.databaseUrl === undefined || typeof value.databaseUrl === 'string') ||
    typeof value.patrols !== 'number' ||
    !(value.workers === undefined || typeof value.workers === 'number')
  ) {
    throw new Error('api-under-test expects an ApiLaunch as JSON argument (run it through event-night.ts)');
  }
  return { dataDir: value.dataDir, databaseUrl: value.databaseUrl, patrols: value.patrols, workers: value.workers };
}
