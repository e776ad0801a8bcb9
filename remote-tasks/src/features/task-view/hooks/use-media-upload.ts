import { useCallback, useState } from 'react';
import { messages } from '@usb/contracts/messages';
import { useAnswerQuestion } from '../api/use-answer-question';
import { checkMediaFile } from '../lib/check-media-file';
import { compressImage } from '../lib/compress-image';
import { uploadFile } from '../lib/upload-file';

export type UploadPhase = 'idle' | 'converting' | 'compressing' | 'uploading';

export interface MediaUpload {
  phase: UploadPhase;
  percent: number;
  /** The refusal or failure to show, if the last choice was not uploaded. */
  problem: string | null;
  /** Uploads the one file chosen or dropped; several at once are refused. */
  upload: (files: readonly File[]) => Promise<void>;
}

/** The HEIC converter with libheif: its own chunk, fetched only when a HEIC photo is chosen. */
const loadHeicConverter = () => import('../lib/heic/convert-heic');

/**
 * The media answer (docs/answers-and-windows.md, media upload): exactly one file; check its first
 * bytes against the question; convert a HEIC photo to JPEG, or compress another image, off the
 * main thread; ask answerQuestion for a signed uploadUrl with the type sent; PUT the file there
 * with progress; then let the caller reload the task to show the new file.
 * idle -> converting or compressing -> uploading -> idle, or a problem.
 */
export function useMediaUpload(questionID: string, mediaType: number, onUploaded: () => void): MediaUpload {
  const answerQuestion = useAnswerQuestion();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = useCallback(
    async (files: readonly File[]) => {
      setProblem(null);
      const [file] = files;
      if (!file || files.length > 1) {
        setProblem(messages.task.oneFileOnly);
        return;
      }
      const check = await checkMediaFile(file, mediaType);
      if (!check.ok) {
        setProblem(check.message);
        return;
      }
      let body: File = file;
      let mimeType = check.type.mimeType;
      try {
        if (mimeType === 'image/heic') {
          setPhase('converting');
          try {
            body = await (await loadHeicConverter()).convertHeic(file);
          } catch {
            setProblem(messages.task.conversionFailure);
            return;
          }
          mimeType = body.type;
        } else if (check.type.kind === 'image') {
          setPhase('compressing');
          body = await compressImage(file, mimeType);
          if (body !== file) mimeType = body.type;
        }
        setPercent(0);
        setPhase('uploading');
        const receipt = await answerQuestion(questionID, { mediaAnswer: { mimeType } });
        if (!receipt?.uploadUrl) throw new Error('no upload URL');
        await uploadFile(receipt.uploadUrl, body, mimeType, setPercent);
        onUploaded();
      } catch {
        setProblem(messages.task.uploadFailure);
      } finally {
        setPhase('idle');
      }
    },
    [answerQuestion, mediaType, onUploaded, questionID],
  );

  return { phase, percent, problem, upload };
}
