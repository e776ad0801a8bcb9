/** argon2id hashing with the configured cost (OWASP's minimum by default, see config.ts). */
import argon2 from 'argon2';
import type { ArgonConfig } from '../config';
import { randomSecret } from './tokens';

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown user answers as slowly as a wrong password. */
  verifyNothing(password: string): Promise<void>;
}

export async function createPasswords(cost: ArgonConfig): Promise<Passwords> {
  const hash = (password: string) => argon2.hash(password, { type: argon2.argon2id, ...cost });
  const verify = async (stored: string, password: string) => {
    try {
      return await argon2.verify(stored, password);
    } catch {
      // A malformed stored hash never matches.
      return false;
    }
  };
  const dummy = await hash(randomSecret(128));
  return {
    hash,
    verify,
    async verifyNothing(password) {
      await verify(dummy, password);
    },
  };
}
