/**
 * @jest-environment node
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeHeic, loadLibheif, type DecodedImage, type Libheif } from './decode-heic';

// quadrants.heic: a 64 x 48 PNG of four coloured quadrants (yellow, red / blue, green), encoded
// with heif-enc -q 60 of Debian's libheif-examples 1.15.1 (x265): a real HEIC as an iPhone writes.
const QUADRANTS = join(__dirname, '../../../../testing/quadrants.heic');
const WASM = require.resolve('libheif-js/libheif-wasm/libheif.wasm');

const pixel = (image: DecodedImage, x: number, y: number): number[] =>
  Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));

/** Lossy coding moves a colour a little; each channel must stay within a few steps. */
const near = (actual: number[], expected: number[]) => actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= 8);

let libheif: Libheif;
beforeAll(async () => {
  const wasm = await readFile(WASM);
  libheif = await loadLibheif(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
});

describe('decodeHeic', () => {
  it('decodes a real HEIC photo to its RGBA pixels, at its size and colours', async () => {
    const image = await decodeHeic(libheif, new Uint8Array(await readFile(QUADRANTS)));
    expect([image.width, image.height, image.data.length]).toEqual([64, 48, 64 * 48 * 4]);
    const corners = { yellow: pixel(image, 8, 8), red: pixel(image, 56, 8), blue: pixel(image, 8, 40), green: pixel(image, 56, 40) };
    expect(near(corners.yellow, [255, 220, 0, 255])).toBe(true);
    expect(near(corners.red, [200, 30, 30, 255])).toBe(true);
    expect(near(corners.blue, [30, 120, 220, 255])).toBe(true);
    expect(near(corners.green, [40, 160, 60, 255])).toBe(true);
  });

  it('rejects a file that only starts like a HEIC', async () => {
    // libheif logs why it cannot parse the file; the rejection is what counts.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const head = (await readFile(QUADRANTS)).subarray(0, 64);
    await expect(decodeHeic(libheif, new Uint8Array(head))).rejects.toThrow();
  });
});
