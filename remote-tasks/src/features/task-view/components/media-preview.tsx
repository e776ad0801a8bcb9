import { useState } from 'react';
import { Flex, Spin, Typography } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import type { TaskAnswer } from '../api/use-battle-task';

type MediaAnswer = Extract<TaskAnswer, { __typename: 'MediaAnswer' }>;

/**
 * The media sit in a frame of one fixed height whatever their size, so nothing below moves when
 * an image or a video's first frame arrives, and the questions below stay in reach on a phone.
 */
export const MEDIA_FRAME_HEIGHT = 320;
const frameStyle = { position: 'relative', height: MEDIA_FRAME_HEIGHT, background: '#fafafa', borderRadius: 8 } as const;
const mediaStyle = { maxHeight: '100%', maxWidth: '100%', objectFit: 'contain', display: 'block' } as const;

/**
 * The patrol's current image or video, from its signed downloadUrl, with a spinner until it has
 * loaded; a failed download only stops the spinner. The browser fetches it
 * by itself (img/video src) rather than as a blob, so a long video streams instead of being held
 * whole in a phone's memory. Read-only without a file says that none was found.
 */
export function MediaPreview({ answer, readOnly, alt }: { answer: MediaAnswer | null; readOnly: boolean; alt: string }) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  if (!answer) {
    return readOnly ? <Typography.Text type="secondary">{messages.task.imageNotFound}</Typography.Text> : null;
  }
  const done = () => setLoadedUrl(answer.downloadUrl);
  const loading = loadedUrl !== answer.downloadUrl;

  return (
    <Flex align="center" justify="center" style={frameStyle} data-testid="media-frame">
      {loading && <Spin style={{ position: 'absolute' }} />}
      {answer.mimeType.startsWith('video/') ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- a patrol's own uploaded video answer; there are no captions to offer
        <video src={answer.downloadUrl} controls playsInline preload="metadata" style={mediaStyle} onLoadedMetadata={done} onError={done} />
      ) : (
        <img src={answer.downloadUrl} alt={alt} style={mediaStyle} onLoad={done} onError={done} />
      )}
    </Flex>
  );
}
