/**
 * What a file is, judged from its first bytes rather than its name or the browser's guess:
 * a renamed PDF is still a PDF. The api checks the same signatures on
 * upload, so a file refused here would be refused there too.
 */
export type FileKind = 'image' | 'video' | 'document' | 'archive';

export interface DetectedType {
  mimeType: string;
  kind: FileKind;
}

/** Bytes read from the start of a file: 8 for the signatures, 12 to tell MP4/MOV and WebP apart. */
export const SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, length: number): string => String.fromCharCode(...bytes.subarray(from, from + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean => signature.every((value, index) => bytes[index] === value);

/** HEIF brands: an iPhone photo is an ISO media file too, but an image. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * ISO base media: 'ftyp' at byte 4, then the major brand: HEIC photos, QuickTime ('qt  '),
 * otherwise MP4. AVIF is left unknown: the api does not take it.
 */
function isoMediaType(bytes: Uint8Array): DetectedType | null {
  if (ascii(bytes, 4, 4) !== 'ftyp') return null;
  const brand = ascii(bytes, 8, 4);
  if (HEIC_BRANDS.has(brand)) return { mimeType: 'image/heic', kind: 'image' };
  if (brand === 'avif' || brand === 'avis') return null;
  return { mimeType: brand === 'qt  ' ? 'video/quicktime' : 'video/mp4', kind: 'video' };
}

/** The type of a file from its first bytes, or null when no known signature matches. */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: 'image/png', kind: 'image' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', kind: 'image' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { mimeType: 'image/gif', kind: 'image' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return { mimeType: 'image/webp', kind: 'image' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { mimeType: 'application/pdf', kind: 'document' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return { mimeType: 'application/zip', kind: 'archive' };
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { mimeType: 'video/webm', kind: 'video' };
  return isoMediaType(bytes);
}

/** Reads the signature bytes of a file (Blob.slice keeps a large video out of memory). */
export async function readSignature(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, SIGNATURE_BYTES);
  // jsdom's Blob lacks arrayBuffer(); FileReader is everywhere.
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}
