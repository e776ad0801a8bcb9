import { Alert, Flex, Typography } from '@usb/ui/core';
import { InboxOutlined } from '@usb/ui/icons';
import { Progress, Upload } from '@usb/ui/upload';
import { messages } from '@usb/contracts/messages';
import { useMediaUpload } from '../hooks/use-media-upload';
import { MEDIA_TYPE_VIDEO } from '../lib/check-media-file';

const text = messages.taskView;

function dropText(video: boolean, answered: boolean): string {
  if (video) return answered ? text.newVideo : text.firstVideo;
  return answered ? text.newImage : text.firstImage;
}

interface MediaUploadAreaProps {
  questionID: string;
  mediaType: number;
  answered: boolean;
  onAnswered: () => void;
}

/**
 * The tap-or-drop area of a media question a patrol may answer: it checks one file, converts
 * a HEIC photo to JPEG or compresses another image, and uploads it with progress. Its own
 * chunk with the upload kit, loaded only where a patrol can answer (a read-only view shows the
 * file alone).
 */
export function MediaUploadArea({ questionID, mediaType, answered, onAnswered }: MediaUploadAreaProps) {
  const { phase, percent, problem, upload } = useMediaUpload(questionID, mediaType, onAnswered);
  const video = mediaType === MEDIA_TYPE_VIDEO;

  return (
    <>
      <Upload.Dragger
        // The format lets a phone offer its camera; 'native' stops the area from silently
        // dropping other files, and 'multiple' from silently keeping the first of several
        // dropped, so our own refusal texts are shown instead.
        accept={{ format: video ? 'video/*' : 'image/*', filter: 'native' }}
        multiple
        showUploadList={false}
        disabled={phase !== 'idle'}
        beforeUpload={(file, fileList) => {
          // Called once per file with all of them: answer the choice once.
          if (fileList[0] === file) void upload(fileList);
          return false;
        }}
      >
        <Flex vertical align="center" gap={4} style={{ padding: '8px 4px' }}>
          <InboxOutlined style={{ fontSize: 40 }} />
          <Typography.Text strong>{dropText(video, answered)}</Typography.Text>
          {!video && <Typography.Text type="secondary">{text.uploadHint}</Typography.Text>}
        </Flex>
      </Upload.Dragger>
      {phase === 'converting' && <Typography.Text role="status">{messages.task.converting}</Typography.Text>}
      {phase === 'compressing' && <Typography.Text role="status">{messages.task.compressing}</Typography.Text>}
      {phase === 'uploading' && (
        <Flex vertical gap={2} role="status">
          <Typography.Text>{messages.task.uploading}</Typography.Text>
          <Progress percent={percent} aria-label={messages.task.uploading} />
        </Flex>
      )}
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
    </>
  );
}
