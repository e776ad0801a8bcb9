/**
 * Whether a failed query broke a unique constraint (SQLSTATE 23505). drizzle wraps driver
 * errors, and node-postgres and PGlite both carry the SQLSTATE in `code`, so the chain of
 * causes is searched.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}
