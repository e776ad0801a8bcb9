/** Random secrets and their stored form: only a sha256 of a token or key ever reaches the database. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret of the given bits, hex encoded (256 bits for session tokens, 128 for mail keys). */
export function randomSecret(bits: number): string {
  return randomBytes(bits / 8).toString('hex');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time string comparison (XSRF echo). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
