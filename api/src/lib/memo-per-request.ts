/**
 * One load per request and key: the fields of many objects of one battle (the correction
 * module's answerCounts of every task, counts of every patrol) share one query instead of one each.
 */
import type { FastifyRequest } from 'fastify';

export function memoPerRequest<K, V>(load: (request: FastifyRequest, key: K) => Promise<V>): (request: FastifyRequest, key: K) => Promise<V> {
  const loads = new WeakMap<FastifyRequest, Map<K, Promise<V>>>();
  return (request, key) => {
    const byKey = loads.get(request) ?? new Map<K, Promise<V>>();
    loads.set(request, byKey);
    const found = byKey.get(key) ?? load(request, key);
    byKey.set(key, found);
    return found;
  };
}
