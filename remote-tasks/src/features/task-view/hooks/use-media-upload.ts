import { useCallback, useState } from 'react';
import { messages } from '@usb/contracts/messages';
import { useAnswerQuestion } from '../api/use-answer-question';
import { checkMediaFile } from '../lib/check-media-file';
import { compressImage } from '../lib/compress-image';
import { uploadFile } from '../lib/upload-file';

export type UploadPhase = 'idle' | 'compressing' | 'uploading';

export interface MediaUpload {
  phase: UploadPhase;
  percent: number;
  /** The refusal or failure to show, if the last file was not uploaded. */
  problem: string | null;
  upload: (file: File) => Promise<void>;
}

/**
 * The media answer (docs/answers-and-windows.md, media upload): check the file's first bytes
 * against the question, compress an image off the main thread, ask answerQuestion for a signed
 * uploadUrl with the detected type, PUT the file there with progress, then let the caller
 * reload the task to show the new file. idle -> compressing -> uploading -> idle, or a problem.
 */
export function useMediaUpload(questionID: string, mediaType: number, onUploaded: () => void): MediaUpload {
  const answerQuestion = useAnswerQuestion();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = useCallback(
    async (file: File) => {
      setProblem(null);
      const check = await checkMediaFile(file, mediaType);
      if (!check.ok) {
        setProblem(check.message);
        return;
      }
      try {
        let body: File = file;
        let mimeType = check.type.mimeType;
        if (check.type.kind === 'image') {
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
