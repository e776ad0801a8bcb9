/**
 * The demo patrols' photo answer: a small PNG (the Danish flag, 37 x 28 px) made in code, so the
 * demo ships no binary file and downloads nothing.
 */
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 37;
const HEIGHT = 28;
/** The cross: 4 px wide, 12 px from the hoist and from the top (the flag's 12:4:21 by 12:4:12). */
const CROSS_FROM = 12;
const CROSS_TO = 16;
const RED = [200, 16, 46];
const WHITE = [255, 255, 255];
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

export function demoFlagPng(): Buffer {
  const inCross = (position: number) => position >= CROSS_FROM && position < CROSS_TO;
  const rows = Array.from({ length: HEIGHT }, (_row, y) =>
    // Each scanline starts with its filter type, 0 (none), then RGB per pixel.
    Buffer.from([0, ...Array.from({ length: WIDTH }, (_pixel, x) => (inCross(x) || inCross(y) ? WHITE : RED)).flat()]),
  );
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
