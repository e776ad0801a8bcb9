import { FakeXhr, installFakeXhr } from '../../../testing/fake-xhr';
import { uploadFile } from './upload-file';

describe('uploadFile', () => {
  installFakeXhr();

  it('PUTs the file with its content type to the upload URL and reports progress in percent', async () => {
    const file = new Blob(['x'.repeat(1000)], { type: 'image/jpeg' });
    const progress: number[] = [];
    const done = uploadFile('/api/media/upload/abc?sig=1', file, 'image/jpeg', (percent) => progress.push(percent));
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.headers['Content-Type'], xhr.body]).toEqual(['PUT', '/api/media/upload/abc?sig=1', 'image/jpeg', file]);
    xhr.progress(250, 1000);
    xhr.progress(999, 1000);
    xhr.respond(204);
    await done;
    expect(progress).toEqual([25, 100, 100]);
  });

  it('fails on an error status and on a network error', async () => {
    const refused = uploadFile('/u', new Blob(['a']), 'video/mp4', () => undefined);
    FakeXhr.last!.respond(403);
    await expect(refused).rejects.toThrow('403');

    const cut = uploadFile('/u', new Blob(['a']), 'video/mp4', () => undefined);
    FakeXhr.last!.onerror?.();
    await expect(cut).rejects.toThrow('upload failed');
  });
});
