/**
 * Signed media URLs: HMAC-SHA256 over what the URL grants and its expiry, with a secret kept
 * in the database, so every api instance signs and checks alike and restarts keep issued
 * URLs valid.
 */
import { createHmac } from 'node:crypto';
import { randomSecret, safeEqual } from '../../plugins/tokens';
import type { MediaRepository } from './media-repository';

const SECRET_NAME = 'media-url-signing';

export interface MediaSigner {
  /** The signature of `grant` (e.g. `upload:12`) valid until `expires` (epoch ms). */
  sign(grant: string, expires: number): Promise<string>;
  /** Whether the signature is right and `expires` still in the future. */
  verify(grant: string, expires: string | undefined, signature: string | undefined, now: Date): Promise<boolean>;
}

export function createMediaSigner(repository: MediaRepository): MediaSigner {
  let secret: Promise<string> | null = null;
  const key = () => {
    secret ??= repository.secret(SECRET_NAME, randomSecret(256)).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
  const mac = async (grant: string, expires: number) =>
    createHmac('sha256', await key())
      .update(`${grant}:${expires}`)
      .digest('base64url');

  return {
    sign: mac,
    async verify(grant, expires, signature, now) {
      const at = Number(expires);
      if (!signature || !Number.isSafeInteger(at)) return false;
      const expected = await mac(grant, at);
      return safeEqual(signature, expected) && at > now.getTime();
    },
  };
}
