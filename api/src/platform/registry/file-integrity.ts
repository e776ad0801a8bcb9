/**
 * Subresource Integrity digests of a remote version's files (`sha384-<base64>`, the form a
 * browser checks in `integrity`), and a stream that lets a file's bytes through only when they
 * match: it holds back the last chunk until the whole file has been hashed, and ends in an
 * error instead, so a client never gets a complete copy of a changed file.
 */
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

const ALGORITHM = 'sha384';

export function integrityOf(bytes: Buffer): string {
  return `${ALGORITHM}-${createHash(ALGORITHM).update(bytes).digest('base64')}`;
}

/** Raised when a stored file's bytes are not the ones its version recorded. */
export class ChangedFileError extends Error {
  override name = 'ChangedFileError';
  constructor(readonly key: string) {
    super(`${key} differs from the file its version recorded; it is not served`);
  }
}

export function verifyingStream(key: string, integrity: string): Transform {
  const hash = createHash(ALGORITHM);
  let held: Buffer | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      if (held) this.push(held);
      held = chunk;
      done();
    },
    flush(done) {
      if (`${ALGORITHM}-${hash.digest('base64')}` !== integrity) {
        done(new ChangedFileError(key));
        return;
      }
      if (held) this.push(held);
      done();
    },
  });
}
