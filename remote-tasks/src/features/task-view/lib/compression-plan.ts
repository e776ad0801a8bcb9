/** Image compression limits: at most 5 MB and 1920 px on the longest side. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 1920;

/** JPEG qualities tried in turn until the image fits in MAX_IMAGE_BYTES. */
export const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4] as const;

/** Types the browser can decode and re-encode; a GIF would lose its animation, so it is sent as is. */
const COMPRESSIBLE = new Set(['image/png', 'image/jpeg', 'image/webp']);

export function isCompressible(mimeType: string): boolean {
  return COMPRESSIBLE.has(mimeType);
}

/** The size to draw an image at: scaled down (never up) so the longest side is at most MAX_IMAGE_SIDE. */
export function targetSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether an image already meets both limits, so re-encoding it would only lose quality. */
export function withinLimits(bytes: number, width: number, height: number): boolean {
  return bytes <= MAX_IMAGE_BYTES && Math.max(width, height) <= MAX_IMAGE_SIDE;
}
