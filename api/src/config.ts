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

export interface RateLimitConfig {
  /** Failed logins are counted within this sliding window. */
  windowMs: number;
  maxPerIdentifier: number;
  maxPerAddress: number;
}

export interface AppConfig {
  port: number;
  /** Base of links in mails, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL URL; unset selects the embedded PGlite in dataDir. */
  databaseUrl?: string;
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
  /** Trust X-Forwarded-* from a load balancer (the rate limit counts per client address). */
  trustProxy: boolean;
  /** Built shell (index.html and its assets). */
  shellDir: string;
  /** The workspace root, where `deploy-local` looks for remote-*\/dist/<version>. */
  workspaceDir: string;
  argon: ArgonConfig;
  rateLimit: RateLimitConfig;
  logLevel: string;
  /** The clock every expiry is computed with; tests move it. */
  now: () => Date;
}

/** OWASP's argon2id minimum (19 MiB, 2 passes): about 30 ms per hash on this kind of machine. */
export const defaultArgon: ArgonConfig = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const defaultRateLimit: RateLimitConfig = {
  windowMs: 15 * 60 * 1000,
  maxPerIdentifier: 5,
  maxPerAddress: 30,
};
