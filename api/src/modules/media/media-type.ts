/**
 * What a file is, from its first bytes (never from the name or the Content-Type the client
 * sends): the images and videos a phone produces. Anything else, e.g. a PDF or a ZIP renamed
 * to .jpg, is not accepted. A HEIC is still accepted (docs/answers-and-windows.md): the task view
 * converts one to JPEG before upload, and a HEIC an older page sends is kept rather than lost.
 */
export const MEDIA_IMAGE = 1;
export const MEDIA_VIDEO = 2;

/** Enough bytes for every signature below. */
export const SNIFF_BYTES = 12;

/** Upload limits by mediaType: 25 MB for an image, 500 MB for a video. */
export const MEDIA_LIMITS: Record<number, number> = {
  [MEDIA_IMAGE]: 25 * 1024 * 1024,
  [MEDIA_VIDEO]: 500 * 1024 * 1024,
};

export interface DetectedMedia {
  mimeType: string;
  mediaType: number;
}

/** ISO base media brands (bytes 8-11 after 'ftyp') that are HEIF/AVIF still images; other brands are MP4/MOV video. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif']);

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

export function detectMedia(bytes: Buffer): DetectedMedia | null {
  if (bytes.length < SNIFF_BYTES) return null;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mimeType: 'image/png', mediaType: MEDIA_IMAGE };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mimeType: 'image/jpeg', mediaType: MEDIA_IMAGE };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { mimeType: 'image/gif', mediaType: MEDIA_IMAGE };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { mimeType: 'image/webp', mediaType: MEDIA_IMAGE };
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (IMAGE_BRANDS.has(brand)) return { mimeType: brand === 'avif' ? 'image/avif' : 'image/heic', mediaType: MEDIA_IMAGE };
    return { mimeType: brand === 'qt  ' ? 'video/quicktime' : 'video/mp4', mediaType: MEDIA_VIDEO };
  }
  if (bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return { mimeType: 'video/webm', mediaType: MEDIA_VIDEO };
  return null;
}
