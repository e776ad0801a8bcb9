import { FakeWorker } from '../../../testing/fake-worker';
import { compressImage } from './compress-image';
import { MAX_IMAGE_SIDE, targetSize, withinLimits, MAX_IMAGE_BYTES } from './compression-plan';

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'IMG_2001.png', { type: 'image/png' });

describe('compression plan', () => {
  it('scales the longest side down to 1920 px, keeping the aspect ratio, and never up', () => {
    expect(targetSize(4032, 3024)).toEqual({ width: MAX_IMAGE_SIDE, height: 1440 });
    expect(targetSize(3024, 4032)).toEqual({ width: 1440, height: MAX_IMAGE_SIDE });
    expect(targetSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('leaves an image alone only when it meets both limits', () => {
    expect(withinLimits(MAX_IMAGE_BYTES, 1920, 1080)).toBe(true);
    expect(withinLimits(MAX_IMAGE_BYTES + 1, 1920, 1080)).toBe(false);
    expect(withinLimits(1000, 1921, 1080)).toBe(false);
  });
});

describe('compressImage', () => {
  it('uploads the JPEG the worker made, renamed, and ends the worker', async () => {
    const worker = new FakeWorker(() => ({ blob: new Blob([new Uint8Array(10)], { type: 'image/jpeg' }) }));
    const result = await compressImage(photo, 'image/png', () => worker.asWorker());
    expect(result.name).toBe('IMG_2001.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBe(10);
    expect(worker.terminated).toBe(true);
  });

  it('keeps the original when the worker fails, reports an error, or finds it small enough', async () => {
    for (const reply of [() => new Error('crash'), () => ({ error: 'decode failed' }), () => ({ blob: null })]) {
      const worker = new FakeWorker(reply);
      expect(await compressImage(photo, 'image/png', () => worker.asWorker())).toBe(photo);
      expect(worker.terminated).toBe(true);
    }
  });

  it('keeps the original where the browser has no worker support (as in jsdom) and for a GIF', async () => {
    expect(await compressImage(photo, 'image/png')).toBe(photo);
    const factory = jest.fn();
    expect(await compressImage(photo, 'image/gif', factory)).toBe(photo);
    expect(factory).not.toHaveBeenCalled();
  });
});
