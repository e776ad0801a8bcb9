import { JPEG_QUALITIES, MAX_IMAGE_BYTES } from './compression-plan';

/**
 * Draws an image at the given size on an OffscreenCanvas and encodes it as JPEG, trying the
 * qualities of compression-plan.ts in turn until it fits in MAX_IMAGE_BYTES. Runs in a worker
 * (the compressor's and the HEIC converter's); rejects when even the lowest quality is too big.
 */
export async function encodeJpeg(image: CanvasImageSource, size: { width: number; height: number }): Promise<Blob> {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  // A transparent image would turn black as JPEG; paint white under it.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  let blob: Blob | null = null;
  for (const quality of JPEG_QUALITIES) {
    blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    if (blob.size <= MAX_IMAGE_BYTES) return blob;
  }
  throw new Error(`still ${blob?.size ?? 0} bytes at the lowest quality`);
}
