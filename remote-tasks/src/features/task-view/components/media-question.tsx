import { Alert, Flex, Typography } from '@usb/contracts/ui/core';
import { Progress, Upload } from '@usb/contracts/ui/upload';
import { InboxOutlined } from '@usb/contracts/ui/icons';
import { messages } from '@usb/contracts/messages';
import { useMediaUpload } from '../hooks/use-media-upload';
import { MEDIA_TYPE_VIDEO } from '../lib/check-media-file';
import { MediaPreview } from './media-preview';
import { QuestionCard } from './question-card';
import type { WidgetProps } from './widget-props';

interface MediaQuestionProps extends WidgetProps<'MediaQuestion', 'MediaAnswer'> {
  onAnswered: () => void;
}

const text = messages.taskView;

function dropText(video: boolean, answered: boolean): string {
  if (video) return answered ? text.newVideo : text.firstVideo;
  return answered ? text.newImage : text.firstImage;
}

/**
 * An image or video answer (docs/answers-and-windows.md, media upload): the current file, and
 * a tap-or-drop area that checks, compresses and uploads one file with progress. Read-only
 * shows the file only.
 */
export function MediaQuestion({ question, answer, readOnly, onAnswered }: MediaQuestionProps) {
  const { phase, percent, problem, upload } = useMediaUpload(question.id, question.mediaType, onAnswered);
  const video = question.mediaType === MEDIA_TYPE_VIDEO;
  const busy = phase !== 'idle';

  return (
    <QuestionCard name={question.name} text={question.text}>
      <MediaPreview answer={answer} readOnly={readOnly} alt={text.mediaAlt.replace('{question}', question.name)} />
      {!readOnly && (
        <Upload.Dragger
          // The format lets a phone offer its camera; 'native' stops the area from silently
          // dropping other files, so our own refusal texts are shown instead.
          accept={{ format: video ? 'video/*' : 'image/*', filter: 'native' }}
          multiple={false}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file, fileList) => {
            // Exactly one file: of several dropped, the first.
            if (fileList[0] === file) void upload(file);
            return false;
          }}
        >
          <Flex vertical align="center" gap={4} style={{ padding: '8px 4px' }}>
            <InboxOutlined style={{ fontSize: 40 }} />
            <Typography.Text strong>{dropText(video, answer !== null)}</Typography.Text>
            {!video && <Typography.Text type="secondary">{text.uploadHint}</Typography.Text>}
          </Flex>
        </Upload.Dragger>
      )}
      {phase === 'compressing' && <Typography.Text role="status">{messages.task.compressing}</Typography.Text>}
      {phase === 'uploading' && (
        <Flex vertical gap={2} role="status">
          <Typography.Text>{messages.task.uploading}</Typography.Text>
          <Progress percent={percent} aria-label={messages.task.uploading} />
        </Flex>
      )}
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
    </QuestionCard>
  );
}
