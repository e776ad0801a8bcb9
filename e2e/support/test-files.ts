import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** A file as Playwright's setInputFiles takes it. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of random RGB noise, so a browser decodes it and its JPEG re-encoding stays
 * large enough for an upload to take a while on a throttled network.
 */
export function noisePng(width: number, height: number): TestFile {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, no interlace
  const rowLength = width * 3 + 1;
  const pixels = randomBytes(rowLength * height);
  for (let row = 0; row < height; row += 1) pixels[row * rowLength] = 0; // filter type None
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: 'patruljen.png', mimeType: 'image/png', buffer };
}

/** A PDF, which the task view refuses whatever the question. */
export const pdfFile: TestFile = { name: 'svar.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') };

/** The start of an MP4 (box size, 'ftyp', brand 'isom') and some bytes: a video to the type checks. */
export const mp4File: TestFile = {
  name: 'raabet.mp4',
  mimeType: 'video/mp4',
  buffer: Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom\0\0\x02\0isomiso2mp41'), Buffer.alloc(4096, 1)]),
};

/**
 * A real HEIC photo as an iPhone writes it (800 x 600, a sun over a field): made from a PNG with
 * heif-enc -q 50 of Debian's libheif-examples 1.15.1 (x265), kept in e2e/fixtures.
 */
export const heicPhoto: TestFile = {
  name: 'IMG_0042.HEIC',
  mimeType: 'image/heic',
  buffer: readFileSync(join(__dirname, '../fixtures/patruljen.heic')),
};
