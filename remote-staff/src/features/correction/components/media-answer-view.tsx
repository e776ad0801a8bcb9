import { Flex, Typography } from '@usb/ui/core';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import type { StaffAnswer } from '../lib/question-rows';

const text = staffMessages.answer;

/** Inline the media stay at most 400 px high; the image opens in full size in a new tab. */
const mediaStyle = { maxHeight: 400, maxWidth: '100%', objectFit: 'contain', display: 'block' } as const;

/**
 * The patrol's image or video from its signed downloadUrl. The browser fetches it itself
 * (img/video src), so a long video streams rather than being held whole in memory.
 */
export function MediaAnswerView({ answer, questionName }: { answer: Extract<StaffAnswer, { __typename: 'MediaAnswer' }>; questionName: string }) {
  if (answer.mimeType.startsWith('video/')) {
    // A patrol's own recording comes without captions; there is no track to offer.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    return <video src={answer.downloadUrl} controls playsInline preload="metadata" style={mediaStyle} aria-label={questionName} />;
  }
  return (
    <Flex vertical gap={4} align="flex-start">
      <a href={answer.downloadUrl} target="_blank" rel="noopener noreferrer">
        <img src={answer.downloadUrl} alt={fill(text.mediaAlt, { question: questionName })} style={mediaStyle} />
      </a>
      <Typography.Link href={answer.downloadUrl} target="_blank" rel="noopener noreferrer">
        {text.showFull}
      </Typography.Link>
    </Flex>
  );
}
