/**
 * Draws the PNG icons and favicon.ico of shell/public from public/favicon.svg, in Debian's
 * Chromium (headless screenshots). The results are committed; run it again after changing
 * the SVG: `npx tsx shell/draw-icons.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const publicDir = join(__dirname, 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

/** A PNG of the SVG at size x size pixels, transparent around the mark's rounded corners. */
function screenshot(workDir: string, source: string, size: number): Buffer {
  const page = join(workDir, `icon-${size}.html`);
  const out = join(workDir, `icon-${size}.png`);
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
  writeFileSync(page, `<!doctype html><body style="margin:0"><img src="${dataUrl}" style="display:block;width:100vw;height:100vh">`);
  execFileSync(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--default-background-color=00000000',
      `--window-size=${size},${size}`,
      `--screenshot=${out}`,
      `file://${page}`,
    ],
    { stdio: 'ignore' },
  );
  return readFileSync(out);
}

/** An .ico file holding PNG images (the format browsers have read since Windows Vista). */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + images.length * 16;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const workDir = mkdtempSync(join(tmpdir(), 'usb-icons-'));
try {
  writeFileSync(join(publicDir, 'icon-192.png'), screenshot(workDir, svg, 192));
  writeFileSync(join(publicDir, 'icon-512.png'), screenshot(workDir, svg, 512));
  // iOS rounds the corners itself and shows transparency as black: a square, opaque mark.
  writeFileSync(join(publicDir, 'apple-touch-icon.png'), screenshot(workDir, svg.replace('rx="22"', 'rx="0"'), 180));
  writeFileSync(join(publicDir, 'favicon.ico'), icoOf([16, 32, 48].map((size) => ({ size, png: screenshot(workDir, svg, size) }))));
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
