import { messages } from '@usb/contracts/messages';
import { detectFileType } from './detect-file-type';
import { checkMediaFile, MEDIA_TYPE_IMAGE, MEDIA_TYPE_VIDEO } from './check-media-file';

const bytes = (...values: Array<number | string>): Uint8Array =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));

const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF');
const PDF = bytes('%PDF-1.7\n%');
const ZIP = bytes('PK', 3, 4, 20, 0, 0, 0);
const MP4 = bytes(0, 0, 0, 0x20, 'ftypisom');
const MOV = bytes(0, 0, 0, 0x14, 'ftypqt  ');
const HEIC = bytes(0, 0, 0, 0x18, 'ftypheic');
const WEBM = bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81);
const GIF = bytes('GIF89a', 1, 0);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBP');

const file = (content: Uint8Array, name: string, type: string): File => new File([content as BlobPart], name, { type });

describe('detectFileType', () => {
  it.each([
    ['PNG', PNG, 'image/png', 'image'],
    ['JPEG', JPEG, 'image/jpeg', 'image'],
    ['GIF', GIF, 'image/gif', 'image'],
    ['WebP', WEBP, 'image/webp', 'image'],
    ['PDF', PDF, 'application/pdf', 'document'],
    ['ZIP', ZIP, 'application/zip', 'archive'],
    ['MP4', MP4, 'video/mp4', 'video'],
    ['MOV', MOV, 'video/quicktime', 'video'],
    ['WebM', WEBM, 'video/webm', 'video'],
    ['HEIC (an iPhone photo, an ISO media file too)', HEIC, 'image/heic', 'image'],
  ])('recognises %s by its first bytes', (_name, content, mimeType, kind) => {
    expect(detectFileType(content)).toEqual({ mimeType, kind });
  });

  it('recognises nothing in plain text or an empty file', () => {
    expect(detectFileType(bytes('Hello world!'))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });
});

describe('checkMediaFile', () => {
  it('refuses a PDF renamed to .jpg with the file type message, whatever its name and claimed type', async () => {
    const renamed = file(PDF, 'billede.jpg', 'image/jpeg');
    expect(await checkMediaFile(renamed, MEDIA_TYPE_IMAGE)).toEqual({ ok: false, message: messages.task.fileTypeRefused });
  });

  it('refuses a ZIP and an unknown file on image and video questions alike', async () => {
    for (const mediaType of [MEDIA_TYPE_IMAGE, MEDIA_TYPE_VIDEO]) {
      expect(await checkMediaFile(file(ZIP, 'a.zip', 'application/zip'), mediaType)).toEqual({ ok: false, message: messages.task.fileTypeRefused });
      expect(await checkMediaFile(file(bytes('just text..'), 'a.mp4', 'video/mp4'), mediaType)).toEqual({ ok: false, message: messages.task.fileTypeRefused });
    }
  });

  it('refuses an image on a video question and a video on an image question', async () => {
    expect(await checkMediaFile(file(PNG, 'a.png', 'image/png'), MEDIA_TYPE_VIDEO)).toEqual({ ok: false, message: messages.task.imageNotAllowed });
    expect(await checkMediaFile(file(MP4, 'a.mp4', 'video/mp4'), MEDIA_TYPE_IMAGE)).toEqual({ ok: false, message: messages.task.videoNotAllowed });
  });

  it('accepts an image on an image question and a video on a video question, with the detected type', async () => {
    expect(await checkMediaFile(file(JPEG, 'IMG_1.HEIC', ''), MEDIA_TYPE_IMAGE)).toEqual({ ok: true, type: { mimeType: 'image/jpeg', kind: 'image' } });
    expect(await checkMediaFile(file(MOV, 'film.mov', ''), MEDIA_TYPE_VIDEO)).toEqual({ ok: true, type: { mimeType: 'video/quicktime', kind: 'video' } });
  });
});
