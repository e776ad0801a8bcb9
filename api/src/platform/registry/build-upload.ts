/**
 * Receives an uploaded build (the request body, a gzip tar of one remote's build folder) into
 * a staging folder while it streams, never holding it whole: the compressed bytes are counted
 * (413 beyond the limit), gunzipped (400 when it is no gzip), and each tar entry is checked
 * from its header before its bytes are written: only files and folders, no path leaving the
 * folder, at most so many files, so large each and in total (413). The first refusal stops
 * the stream; the caller removes the staging folder.
 */
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Unpack, type ReadEntry } from 'tar';
import { ApiError } from '../../errors';

export interface UploadLimits {
  /** The request body (gzip). */
  compressedBytes: number;
  /** All files of the build together. */
  extractedBytes: number;
  files: number;
  /** One file. */
  fileBytes: number;
}

const MB = 1024 * 1024;
export const uploadLimits: UploadLimits = { compressedBytes: 25 * MB, extractedBytes: 100 * MB, files: 5000, fileBytes: 20 * MB };

/** Tar headers and padding on top of the files' bytes: 1.5 KB per entry at most, plus the end blocks. */
const TAR_OVERHEAD_PER_ENTRY = 1536;

const tooLarge = (what: string) => new ApiError('PAYLOAD_TOO_LARGE', `The build is too large: ${what}`);
const badBuild = (reason: string) => new ApiError('BAD_USER_INPUT', reason, ['build']);

/** Passes bytes on and fails the moment more than `limit` went through. */
class ByteLimit extends Transform {
  private bytes = 0;

  constructor(
    private readonly limit: number,
    private readonly exceeded: () => ApiError,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(this.exceeded());
    done(null, chunk);
  }
}

/** A relative path that stays inside the folder: no absolute path, drive, `..` segment, backslash or NUL. */
function staysInside(path: string): boolean {
  if (path === '' || path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.includes('\\') || path.includes('\0')) return false;
  return path.split('/').every((segment) => segment !== '..');
}

/** Checks entry headers against the limits; answers the first refusal. */
function createEntryCheck(limits: UploadLimits) {
  let files = 0;
  let bytes = 0;
  return (path: string, entry: ReadEntry): ApiError | null => {
    if (!staysInside(path)) return badBuild(`${path} leaves the build folder`);
    if (entry.type === 'Directory') return null;
    if (entry.type !== 'File' && entry.type !== 'OldFile') return badBuild(`${path} is a ${entry.type}; a build holds only files and folders`);
    files += 1;
    bytes += entry.size;
    if (files > limits.files) return tooLarge(`more than ${limits.files} files`);
    if (entry.size > limits.fileBytes) return tooLarge(`${path} is larger than ${limits.fileBytes} bytes`);
    if (bytes > limits.extractedBytes) return tooLarge(`more than ${limits.extractedBytes} bytes unpacked`);
    return null;
  };
}

/** Unpacks the gzip tar `body` into `folder` (made here); throws the refusal (ApiError) of a bad or oversize upload. */
export async function receiveBuild(body: Readable, folder: string, limits: UploadLimits = uploadLimits): Promise<void> {
  await mkdir(folder, { recursive: true });
  const check = createEntryCheck(limits);
  // An object, so the checks below see what the filter callback recorded.
  const state: { refusal: ApiError | null } = { refusal: null };
  const unpack = new Unpack({
    cwd: folder,
    strict: true,
    gzip: false,
    brotli: false,
    zstd: false,
    preserveOwner: false,
    filter: (path, entry) => {
      if (state.refusal) return false;
      state.refusal = check(path, entry as ReadEntry);
      if (!state.refusal) return true;
      unpack.abort(state.refusal);
      return false;
    },
  });
  const unpacked = new Promise<void>((resolve, reject) => {
    unpack.on('end', () => resolve());
    unpack.on('error', (error: Error) => reject(state.refusal ?? badBuild(`the body is no valid tar: ${error.message}`)));
  });
  // Awaited below; a failure of the stages before it must not also surface as unhandled.
  unpacked.catch(() => undefined);

  const maxTar = limits.extractedBytes + (limits.files + 2) * TAR_OVERHEAD_PER_ENTRY;
  const compressed = new ByteLimit(limits.compressedBytes, () => tooLarge(`more than ${limits.compressedBytes} bytes compressed`));
  // Piped, not a pipeline stage: a refusal must not destroy the request, whose answer is still to be sent.
  body.on('error', (error) => compressed.destroy(error));
  body.pipe(compressed);
  try {
    await pipeline(
      compressed,
      createGunzip(),
      new ByteLimit(maxTar, () => tooLarge(`more than ${maxTar} bytes of tar`)),
      async (chunks: AsyncIterable<Buffer>) => {
        for await (const chunk of chunks) {
          if (!unpack.write(chunk)) await Promise.race([once(unpack, 'drain'), unpacked]);
          if (state.refusal) throw state.refusal;
        }
        unpack.end();
        await unpacked;
      },
    );
  } catch (error) {
    body.unpipe(compressed);
    if (state.refusal) throw state.refusal;
    if (error instanceof ApiError) throw error;
    if (isZlibError(error)) throw badBuild('the body is no gzip data');
    if (isCutOff(error)) throw badBuild('the upload ended early');
    throw error;
  }
}

/** The error's code; not by `instanceof Error`, which fails for errors of another realm. */
function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

function isZlibError(error: unknown): boolean {
  return codeOf(error).startsWith('Z_');
}

function isCutOff(error: unknown): boolean {
  return ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET'].includes(codeOf(error));
}
