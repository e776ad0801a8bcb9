/**
 * The invalidation tags of the caches (docs/caching.md), in one place so a write and the
 * entries it clears agree on the words. A tag names what a cached value was read from.
 */
import { sha256 } from '../plugins/tokens';

export const cacheTags = {
  /** One login session (logout); its token never leaves the process, only the sha256. */
  session: (token: string): string => cacheTags.sessionOfHash(sha256(token)),
  /** The same tag from the token's sha256 (what the database holds; the caches a node warms at start). */
  sessionOfHash: (tokenHash: string): string => `session:${tokenHash}`,
  /** Everything kept about a user: their sessions' callers, memberships, staff places. */
  user: (userId: number): string => `user:${userId}`,
  /** A patrol's record and its members' memberships. */
  patrol: (patrolId: number): string => `patrol:${patrolId}`,
  /** A battle's record (its name in its patrols' members' callers). */
  battle: (battleId: number): string => `battle:${battleId}`,
  /** A task with its times and questions. */
  task: (taskId: number): string => `task:${taskId}`,
  /** The list of a battle's tasks (a task created in it). */
  tasksOf: (battleId: number): string => `tasks-of:${battleId}`,
  /** The site settings (one row). */
  settings: (): string => 'settings',
};
