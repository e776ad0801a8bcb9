/**
 * The only place that reads process.env. Every variable is optional;
 * the defaults give a working site on one machine.
 */
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import {
  DEFAULT_BACKUP_KEEP,
  DEFAULT_LIVE_MAX_STREAMS,
  defaultArgon,
  defaultCanary,
  defaultRateLimit,
  type AppConfig,
  type BackupConfig,
  type BucketConfig,
  type CanaryConfig,
} from './config';
import { DEFAULT_POOL_SIZE, DEFAULT_STATEMENT_TIMEOUT_MS } from './db/postgres-pool';
import { DEFAULT_SLOW_REQUEST_MS } from './lib/request-log';

/** The api package folder, from src/ (ts-jest) as from dist/ (built). */
const packageDir = resolve(__dirname, '..');
/** The repository root, whatever folder the api was started from (`npm start` runs it in api/). */
const workspaceDir = join(packageDir, '..');

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** On/off words as 1 and 0, or a fraction from 0 to 1 (a sampling rate). */
function fraction(value: string | undefined, name: string): number {
  const text = optional(value)?.toLowerCase();
  if (text === undefined) return 0;
  if (['true', 'yes', 'on'].includes(text)) return 1;
  if (['false', 'no', 'off'].includes(text)) return 0;
  const rate = Number(text);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`${name} must be 1 (on), 0 (off) or a fraction between, got ${value}`);
  return rate;
}

/** A whole number of at least `min` (default 1), or the fallback when unset. */
function wholeNumber(value: string | undefined, name: string, fallback: number, min = 1): number {
  const text = optional(value);
  if (text === undefined) return fallback;
  const number = Number(text);
  if (!Number.isInteger(number) || number < min) throw new Error(`${name} must be a whole number from ${min}, got ${value}`);
  return number;
}

/** CANARY_ERROR_LIMIT, a fraction from 0 to 1, and CANARY_MIN_LOADS, a whole number from 1. */
function readCanary(env: NodeJS.ProcessEnv): CanaryConfig {
  const limit = optional(env.CANARY_ERROR_LIMIT);
  const errorLimit = limit === undefined ? defaultCanary.errorLimit : Number(limit);
  if (!Number.isFinite(errorLimit) || errorLimit < 0 || errorLimit > 1) throw new Error(`CANARY_ERROR_LIMIT must be a fraction from 0 to 1, got ${limit}`);
  return { errorLimit, minLoads: wholeNumber(env.CANARY_MIN_LOADS, 'CANARY_MIN_LOADS', defaultCanary.minLoads) };
}

/** A backup token is a secret an operator makes (e.g. `openssl rand -hex 32`): short ones are refused. */
const BACKUP_TOKEN_MIN_LENGTH = 32;

function readBackup(env: NodeJS.ProcessEnv, dataDir: string, bucket: BucketConfig | undefined): BackupConfig {
  const token = optional(env.BACKUP_TOKEN);
  if (token !== undefined && (token.length < BACKUP_TOKEN_MIN_LENGTH || /\s/.test(token))) {
    throw new Error(`BACKUP_TOKEN must be at least ${BACKUP_TOKEN_MIN_LENGTH} characters without spaces (e.g. openssl rand -hex 32)`);
  }
  const interval = optional(env.BACKUP_INTERVAL_MINUTES);
  return {
    dir: resolve(optional(env.BACKUP_DIR) ?? join(dataDir, 'backups')),
    inBucket: bucket !== undefined && optional(env.BACKUP_DIR) === undefined,
    intervalMinutes: interval === undefined ? undefined : wholeNumber(interval, 'BACKUP_INTERVAL_MINUTES', 1),
    keep: wholeNumber(env.BACKUP_KEEP, 'BACKUP_KEEP', DEFAULT_BACKUP_KEEP),
    token,
  };
}

/**
 * S3_BUCKET selects the bucket; S3_ENDPOINT, S3_REGION and S3_PREFIX only describe it, so one of
 * them without S3_BUCKET is a half configuration that would silently keep media on the local disk.
 */
function readBucket(env: NodeJS.ProcessEnv): BucketConfig | undefined {
  const bucket = optional(env.S3_BUCKET);
  const endpoint = optional(env.S3_ENDPOINT);
  const region = optional(env.S3_REGION);
  const prefix = optional(env.S3_PREFIX);
  if (bucket === undefined) {
    const given = Object.entries({ S3_ENDPOINT: endpoint, S3_REGION: region, S3_PREFIX: prefix }).filter(([, value]) => value !== undefined);
    if (given.length > 0)
      throw new Error(
        `${given.map(([name]) => name).join(', ')} set without S3_BUCKET: set S3_BUCKET to use the bucket, or unset them to keep media and remotes in DATA_DIR`,
      );
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, '.', '-'), got ${bucket}`);
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got ${endpoint}`);
  if (prefix !== undefined && (prefix.startsWith('/') || !prefix.endsWith('/')))
    throw new Error(`S3_PREFIX must end with '/' and not start with one, got ${prefix}`);
  return { bucket, endpoint, region: region ?? 'us-east-1', prefix };
}

/**
 * DRAIN_MS default: a balancer checking every 500 ms and taking a node out after 2 failed checks
 * has stopped sending within about 1.5 s; twice that is safe. The embedded database runs one
 * process, which no balancer stands in front of, so it closes at once.
 */
const DEFAULT_DRAIN_MS = 3_000;

function portNumber(value: string | undefined, name: string): number | undefined {
  const text = optional(value);
  if (text === undefined) return undefined;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got ${value}`);
  return port;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const databaseUrl = optional(env.DATABASE_URL);
  // A DATA_DIR given is taken from the working directory, as a shell user expects; the default is <repository>/data.
  const dataDir = resolve(optional(env.DATA_DIR) ?? join(workspaceDir, 'data'));
  const bucket = readBucket(env);
  return {
    port,
    host: optional(env.HOST) ?? '0.0.0.0',
    publicUrl: (optional(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir,
    backup: readBackup(env, dataDir, bucket),
    bucket,
    databaseUrl,
    databasePoolSize: wholeNumber(env.DATABASE_POOL_SIZE, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE),
    databaseStatementTimeoutMs: wholeNumber(env.DATABASE_STATEMENT_TIMEOUT_MS, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_STATEMENT_TIMEOUT_MS),
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: optional(env.MAIL_FROM) ?? 'USB <noreply@localhost>',
    orderMailTo: optional(env.ORDER_MAIL_TO),
    orderPaymentDetails: optional(env.ORDER_PAYMENT_DETAILS),
    adminUserName: optional(env.ADMIN_USERNAME) ?? 'admin',
    adminPassword: optional(env.ADMIN_PASSWORD),
    // The demo data is on by default only for the embedded database: a PostgreSQL site is a real one.
    seedDemo: flag(env.SEED_DEMO, databaseUrl === undefined),
    trustProxy: flag(env.TRUST_PROXY, false),
    shellDir: join(workspaceDir, 'shell', 'dist'),
    workspaceDir,
    argon: defaultArgon,
    rateLimit: {
      ...defaultRateLimit,
      signup: { ...defaultRateLimit.signup, max: wholeNumber(env.SIGNUPS_PER_HOUR, 'SIGNUPS_PER_HOUR', defaultRateLimit.signup.max) },
      remoteReport: {
        ...defaultRateLimit.remoteReport,
        max: wholeNumber(env.REMOTE_REPORTS_PER_MINUTE, 'REMOTE_REPORTS_PER_MINUTE', defaultRateLimit.remoteReport.max),
      },
    },
    canary: readCanary(env),
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    logRequests: fraction(env.LOG_REQUESTS, 'LOG_REQUESTS'),
    slowRequestMs: wholeNumber(env.SLOW_REQUEST_MS, 'SLOW_REQUEST_MS', DEFAULT_SLOW_REQUEST_MS),
    metricsPort: portNumber(env.METRICS_PORT, 'METRICS_PORT'),
    metricsHost: optional(env.METRICS_HOST) ?? '127.0.0.1',
    drainMs: wholeNumber(env.DRAIN_MS, 'DRAIN_MS', databaseUrl === undefined ? 0 : DEFAULT_DRAIN_MS, 0),
    liveMaxStreams: wholeNumber(env.LIVE_MAX_STREAMS, 'LIVE_MAX_STREAMS', DEFAULT_LIVE_MAX_STREAMS, 1),
    now: () => new Date(),
  };
}

/** The CLI as a client of a running site's registry: USB_DEPLOY_URL (the site) and USB_DEPLOY_TOKEN (a deploy token); --url and --token win. */
export function readDeployEnv(): { url?: string; token?: string } {
  return { url: optional(process.env.USB_DEPLOY_URL), token: optional(process.env.USB_DEPLOY_TOKEN) };
}

/** The CLI as a client of a running site's backups: USB_BACKUP_URL (the site) and USB_BACKUP_TOKEN (its BACKUP_TOKEN); --url and --token win. */
export function readBackupClientEnv(): { url?: string; token?: string } {
  return { url: optional(process.env.USB_BACKUP_URL), token: optional(process.env.USB_BACKUP_TOKEN) };
}

/**
 * WORKERS: api processes serving one port (src/platform/cluster.ts). Default: one per core on PostgreSQL,
 * one on the embedded PGlite, whose database belongs to a single process.
 */
export function readWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const postgres = optional(env.DATABASE_URL) !== undefined;
  const workers = wholeNumber(env.WORKERS, 'WORKERS', postgres ? availableParallelism() : 1);
  if (workers > 1 && !postgres) throw new Error(`WORKERS=${workers} needs DATABASE_URL (PostgreSQL): the embedded PGlite database belongs to one process`);
  return workers;
}
