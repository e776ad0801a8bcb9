/**
 * The package's entry: what opening, locking, maintaining and copying an embedded database takes.
 * The thread's protocol, its statement cache and the value conversions stay inside.
 */
export { startAutovacuum, type AutovacuumOptions, type MaintainedTable, type StatementExecutor } from './pglite-autovacuum';
export { DatabaseInUseError, lockPglite } from './pglite-lock';
export { ensurePgliteFolder, pgliteStartParams } from './pglite-setup';
export { EmbeddedDatabaseError, type DataDirSnapshot } from './pglite-thread';
export { openPgliteThread, type ThreadDatabase } from './pglite-thread-database';
export { identityOf } from './process-identity';
