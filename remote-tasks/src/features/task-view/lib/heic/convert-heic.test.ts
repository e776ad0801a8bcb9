import { FakeWorker } from '../../../../testing/fake-worker';
import { convertHeic } from './convert-heic';

const heic = new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63])], 'IMG_0042.HEIC', { type: 'image/heic' });

describe('convertHeic', () => {
  it('gives the JPEG the worker made, named .jpg, and ends the worker', async () => {
    const worker = new FakeWorker(() => ({ blob: new Blob([new Uint8Array(7)], { type: 'image/jpeg' }) }));
    const jpeg = await convertHeic(heic, () => worker.asWorker());
    expect([jpeg.name, jpeg.type, jpeg.size]).toEqual(['IMG_0042.jpg', 'image/jpeg', 7]);
    expect(worker.terminated).toBe(true);
  });

  it('rejects when the worker reports an error or crashes, and ends it', async () => {
    for (const reply of [() => ({ error: 'no image in the HEIC file' }), () => new Error('crash')]) {
      const worker = new FakeWorker(reply);
      await expect(convertHeic(heic, () => worker.asWorker())).rejects.toThrow(/HEIC conversion failed/);
      expect(worker.terminated).toBe(true);
    }
  });

  it('rejects where the browser cannot run the converter (as in jsdom)', async () => {
    await expect(convertHeic(heic)).rejects.toThrow('this browser cannot convert HEIC');
  });
});
