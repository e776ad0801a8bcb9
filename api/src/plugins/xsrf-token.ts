/**
 * The XSRF token is a signed double submit: a random nonce and the HMAC of the nonce under a
 * server secret kept in the database (table server_secrets, so every api process signs and
 * checks alike and restarts keep issued cookies valid). A cookie value an attacker chose, e.g.
 * one planted from a sibling domain, carries no valid signature and is refused.
 */
import { createHmac } from 'node:crypto';
import type { Database } from '../db/database';
import { serverSecretKey } from './server-secret';
import { randomSecret, safeEqual } from './tokens';

const SECRET_NAME = 'xsrf-signing';
const TOKEN_PATTERN = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;
/**
 * Tokens already found valid are remembered (the secret never changes, so neither does the
 * answer): every POST of a browser carries the same token. Bounded: when full it starts over.
 */
const MAX_REMEMBERED_TOKENS = 50_000;

export interface XsrfTokens {
  issue(): Promise<string>;
  isValid(token: string | undefined): Promise<boolean>;
}

export function createXsrfTokens(db: Database): XsrfTokens {
  const key = serverSecretKey(db, SECRET_NAME);
  const validTokens = new Set<string>();
  const sign = async (nonce: string) =>
    createHmac('sha256', await key())
      .update(`xsrf:${nonce}`)
      .digest('base64url');

  return {
    async issue() {
      const nonce = randomSecret(128);
      return `${nonce}.${await sign(nonce)}`;
    },
    async isValid(token) {
      if (token === undefined) return false;
      if (validTokens.has(token)) return true;
      const match = TOKEN_PATTERN.exec(token);
      if (!match?.[1] || !match[2]) return false;
      if (!safeEqual(match[2], await sign(match[1]))) return false;
      if (validTokens.size >= MAX_REMEMBERED_TOKENS) validTokens.clear();
      validTokens.add(token);
      return true;
    },
  };
}
