import { messages } from '@usb/contracts/messages';
import { detectFileType, readSignature, type DetectedType } from './detect-file-type';

/** Question.mediaType: 1 image, 2 video. */
export const MEDIA_TYPE_IMAGE = 1;
export const MEDIA_TYPE_VIDEO = 2;

export type MediaCheck = { ok: true; type: DetectedType } | { ok: false; message: string };

/**
 * Whether a detected type may answer a media question, with the refusal text when not:
 * only images and videos at all, and only the kind the question asks for.
 */
export function checkMediaType(type: DetectedType | null, mediaType: number): MediaCheck {
  if (!type || (type.kind !== 'image' && type.kind !== 'video')) {
    return { ok: false, message: messages.task.fileTypeRefused };
  }
  if (type.kind === 'image' && mediaType !== MEDIA_TYPE_IMAGE) return { ok: false, message: messages.task.imageNotAllowed };
  if (type.kind === 'video' && mediaType !== MEDIA_TYPE_VIDEO) return { ok: false, message: messages.task.videoNotAllowed };
  return { ok: true, type };
}

/** Reads a file's first bytes and checks it against the question's mediaType. */
export async function checkMediaFile(file: Blob, mediaType: number): Promise<MediaCheck> {
  return checkMediaType(detectFileType(await readSignature(file)), mediaType);
}
