/** The checks of the staff's arguments: points of a correction and the queue's limit and offset. */
import { ApiError } from '../../errors';

const POINTS_MIN = -1000;
const POINTS_MAX = 1000;
const QUEUE_LIMIT_DEFAULT = 200;
const QUEUE_LIMIT_MAX = 1000;

/** An integer from -1000 to 1000, or null to clear (left out counts as null). */
export function checkPoints(points: number | null | undefined): number | null {
  if (points === null || points === undefined) return null;
  if (!Number.isInteger(points) || points < POINTS_MIN || points > POINTS_MAX) {
    throw new ApiError('BAD_USER_INPUT', `points must be an integer from ${POINTS_MIN} to ${POINTS_MAX}`, ['points']);
  }
  return points;
}

/** 1-1000, 200 when left out. */
export function checkLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return QUEUE_LIMIT_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > QUEUE_LIMIT_MAX) {
    throw new ApiError('BAD_USER_INPUT', `limit must be from 1 to ${QUEUE_LIMIT_MAX}`, ['limit']);
  }
  return limit;
}

/** 0 or more, 0 when left out. */
export function checkOffset(offset: number | null | undefined): number {
  if (offset === null || offset === undefined) return 0;
  if (!Number.isInteger(offset) || offset < 0) throw new ApiError('BAD_USER_INPUT', 'offset must be 0 or more', ['offset']);
  return offset;
}
