/**
 * Everything the app needs to run, as one typed object. `readEnv()` (src/env.ts) builds it
 * from the environment; tests build it directly (see test/support/site.ts).
 */
export interface ArgonConfig {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** One rate limit: at most `max` counted attempts per key within `windowMs` from the first. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * The rate limits (docs/accounts.md, docs/authorization.md), counted per key in the database
 * (plugins/rate-limits.ts): logins per account and per address (failed ones; a success gives
 * its attempt back), and per address or per user every action that sends mail or guesses tokens.
 */
export interface RateLimitConfig {
  login: RateLimitRule;
  loginAddress: RateLimitRule;
  signup: RateLimitRule;
  resetMail: RateLimitRule;
  activationMail: RateLimitRule;
  /** One activation mail per user within the window (the sign-up's mail counts too). */
  activationMailInterval: RateLimitRule;
  order: RateLimitRule;
  joinPatrol: RateLimitRule;
  renewInvite: RateLimitRule;
  /** Announcements a battle's staff send (per battle). */
  announcement: RateLimitRule;
  /** A patrol member's requests to take gallery items down (docs/gallery.md). */
  galleryTakedown: RateLimitRule;
  /** Questions a patrol asks the staff, per patrol. */
  patrolQuestion: RateLimitRule;
  /** Batches of remote error reports (POST /api/remotes/reports), per address. */
  remoteReport: RateLimitRule;
}

export type RateLimitName = keyof RateLimitConfig;

/**
 * When a canary is rolled back by itself (docs/remotes-registry.md): once it has `minLoads`
 * loads since it started and more than `errorLimit` (0-1) of them failed.
 */
export interface CanaryConfig {
  errorLimit: number;
  minLoads: number;
}

export const defaultCanary: CanaryConfig = { errorLimit: 0.05, minLoads: 20 };

/** Backups (docs/backups.md): where they go, the schedule and the retention. */
export interface BackupConfig {
  /** Where backups are made (and kept, unless `inBucket`); default DATA_DIR/backups. */
  dir: string;
  /** Keep them in the bucket's `backups/` (a bucket is configured and BACKUP_DIR is not set); only the newest stays in `dir`. */
  inBucket?: boolean;
  /** Minutes between scheduled backups; unset: no schedule. */
  intervalMinutes?: number;
  /** How many backups in `dir` are kept; the oldest beyond go after each new one. */
  keep: number;
  /** A secret that lets the CLI ask the running site for a backup (`Authorization: Bearer <token>`); unset: only an admin's session may. */
  token?: string;
}

/** Backups kept when BACKUP_KEEP is not set: two days of half-hourly backups. */
export const DEFAULT_BACKUP_KEEP = 96;

/**
 * The S3-compatible bucket that holds media and remote versions instead of DATA_DIR
 * (docs/storage.md). Credentials come from the AWS SDK's own chain unless given here (tests).
 */
export interface BucketConfig {
  bucket: string;
  /** The server's URL; unset: AWS S3 of the region. */
  endpoint?: string;
  region: string;
  /** Put before every key, e.g. `usb/`, to share a bucket. */
  prefix?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface AppConfig {
  port: number;
  /** The address the site listens on: every interface by default, one address where several nodes share a machine. */
  host: string;
  /** Base of links in mails, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  /** Backups; unset: DATA_DIR/backups, no schedule, DEFAULT_BACKUP_KEEP kept, no token. */
  backup?: BackupConfig;
  /** Media and remote versions in this bucket; unset: in DATA_DIR (media/, remotes/). */
  bucket?: BucketConfig;
  /** PostgreSQL URL; unset selects the embedded PGlite in dataDir. */
  databaseUrl?: string;
  /** PostgreSQL connections per process at most (default 10, db/postgres-pool.ts). */
  databasePoolSize?: number;
  /** PostgreSQL's statement_timeout for the site's queries in ms (default 5000, db/postgres-pool.ts). */
  databaseStatementTimeoutMs?: number;
  /** SMTP URL; unset writes mails as .eml files to dataDir/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Organisers' address for a copy of every badge order. */
  orderMailTo?: string;
  /** Bank transfer details written in the buyer's order confirmation; unset: the organisers get in touch. */
  orderPaymentDetails?: string;
  adminUserName: string;
  /** When set, start-up ensures an activated user adminUserName with AdminRole and StaffRole. */
  adminPassword?: string;
  seedDemo: boolean;
  /** Apply pending migrations when the database opens (default on; the workers of a cluster leave it to the primary). */
  migrate?: boolean;
  /** Trust X-Forwarded-* from a load balancer (the rate limit counts per client address). */
  trustProxy: boolean;
  /** Built shell (index.html and its assets). */
  shellDir: string;
  /** The workspace root, where `deploy-local` looks for remote-*\/dist/<version>. */
  workspaceDir: string;
  argon: ArgonConfig;
  rateLimit: RateLimitConfig;
  /** The canaries' automatic rollback; unset: defaultCanary. */
  canary?: CanaryConfig;
  logLevel: string;
  /** Fraction of ordinary requests that get an access line (0 none, 1 all); errors and slow requests are always logged. */
  logRequests?: number;
  /** Requests slower than this (ms) are logged as slow; default 500. */
  slowRequestMs?: number;
  /**
   * On shutdown, how long (ms) the process stays up unready, still serving, before it closes its
   * port (GET /api/ready, src/platform/cluster.ts); default 0 (tests, and what readEnv does not set).
   */
  drainMs?: number;
  /** Live streams (GET /api/live) one process keeps open at most (LIVE_MAX_STREAMS); default DEFAULT_LIVE_MAX_STREAMS. */
  liveMaxStreams?: number;
  /** The metrics' own port (METRICS_PORT); unset: no metrics served. 0 takes a free one (tests). */
  metricsPort?: number;
  /** The address the metrics listen on (METRICS_HOST, default 127.0.0.1). */
  metricsHost?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The clock every expiry is computed with; tests move it. */
  now: () => Date;
}

/** Far above the open pages of one event night on one process (3,000 patrols, a few pages each). */
export const DEFAULT_LIVE_MAX_STREAMS = 20_000;

/** OWASP's argon2id minimum (19 MiB, 2 passes): about 30 ms per hash on this kind of machine. */
export const defaultArgon: ArgonConfig = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const defaultRateLimit: RateLimitConfig = {
  login: { max: 5, windowMs: 15 * MINUTE },
  loginAddress: { max: 30, windowMs: 15 * MINUTE },
  // A scout group signing up together shares one address.
  signup: { max: 30, windowMs: HOUR },
  resetMail: { max: 10, windowMs: HOUR },
  activationMail: { max: 5, windowMs: HOUR },
  activationMailInterval: { max: 1, windowMs: 10 * 1000 },
  order: { max: 5, windowMs: HOUR },
  joinPatrol: { max: 10, windowMs: 15 * MINUTE },
  renewInvite: { max: 20, windowMs: HOUR },
  // Per battle: a night's worth of messages, not a flood.
  announcement: { max: 60, windowMs: HOUR },
  galleryTakedown: { max: 30, windowMs: HOUR },
  // A patrol's questions to the staff (docs/patrol-questions.md).
  patrolQuestion: { max: 10, windowMs: HOUR },
  // A page sends a batch when it loads and when a remote fails; a school's pupils share one address.
  remoteReport: { max: 120, windowMs: MINUTE },
};
