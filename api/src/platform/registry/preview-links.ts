/**
 * Preview links (docs/remotes-registry.md): a token naming a remote, one of its versions and an
 * expiry, signed with HMAC-SHA256 under a server secret, so anyone holding the link gets that
 * version until it expires and nobody can make one for another version or a later expiry. The
 * token only names a registry row: /remotes.json builds the entry from the row, never from it.
 */
import { createHmac, type KeyObject } from 'node:crypto';
import { safeEqual } from '../../plugins/tokens';

/** Its key in server_secrets. */
export const PREVIEW_SECRET_NAME = 'preview-signing';

export interface PreviewClaim {
  name: string;
  version: string;
  expiresAt: Date;
}

/** Far beyond any real token (a remote name, a version and a time); a longer one is not even decoded. */
const MAX_TOKEN_LENGTH = 512;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface PreviewLinks {
  sign(claim: PreviewClaim): Promise<string>;
  /** The claim of a token signed here that has not expired at `now`; null for anything else. */
  verify(token: string, now: Date): Promise<PreviewClaim | null>;
}

export function createPreviewLinks(key: () => Promise<KeyObject>): PreviewLinks {
  const signature = async (payload: string) =>
    createHmac('sha256', await key())
      .update(`preview:${payload}`)
      .digest('base64url');

  return {
    async sign({ name, version, expiresAt }) {
      const payload = Buffer.from(`${name}|${version}|${expiresAt.getTime()}`, 'utf8').toString('base64url');
      return `${payload}.${await signature(payload)}`;
    },

    async verify(token, now) {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      const [payload, signed, ...rest] = token.split('.');
      if (!payload || !signed || rest.length > 0 || !SIGNATURE_PATTERN.test(signed)) return null;
      if (!safeEqual(signed, await signature(payload))) return null;
      const [name, version, expiresAtMs, ...extra] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
      const expiresAt = new Date(Number(expiresAtMs));
      if (!name || !version || extra.length > 0 || !Number.isInteger(expiresAt.getTime())) return null;
      return expiresAt.getTime() > now.getTime() ? { name, version, expiresAt } : null;
    },
  };
}
