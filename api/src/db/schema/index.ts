/**
 * The one database schema, for PGlite and PostgreSQL alike, one file per domain. drizzle-kit
 * reads this file (drizzle.config.ts) to generate the migrations in ../migrations, which run
 * at every start.
 */
export * from './users';
export * from './accounts';
export * from './battles';
export * from './patrols';
export * from './blog';
export * from './results';
export * from './tasks';
export * from './answers';
export * from './correction';
export * from './patrol-questions';
export * from './shop';
export * from './media';
export * from './remotes';
export * from './rate-limits';
export * from './settings';
export * from './announcements';
export * from './gallery';
