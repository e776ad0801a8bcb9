import { Typography } from '@usb/ui/core';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import { formatStaffTime } from '../../../lib/dates';
import type { QuestionRow } from '../lib/question-rows';
import { MediaAnswerView } from './media-answer-view';
import { MultipleChoiceAnswerView } from './multiple-choice-answer-view';

const text = staffMessages.answer;

/**
 * The patrol's answer as its kind shows it best: text with its line breaks, every option with
 * the chosen ones marked, the image or video, or when an e-mail or external question was opened.
 */
export function AnswerContent({ question, answer }: QuestionRow) {
  if (!answer) return <Typography.Text type="secondary">{text.notAnswered}</Typography.Text>;
  switch (answer.__typename) {
    case 'StringAnswer':
      return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBottom: 0 }}>{answer.answerText}</Typography.Paragraph>;
    case 'MultipleChoiceAnswer':
      return question.__typename === 'MultipleChoiceQuestion' ? <MultipleChoiceAnswerView question={question} answer={answer} /> : null;
    case 'MediaAnswer':
      return <MediaAnswerView answer={answer} questionName={question.name} />;
    case 'EmailAnswer':
    case 'ExternalAnswer':
      return <Typography.Text>{fill(text.openedAt, { time: formatStaffTime(answer.answerReceived) })}</Typography.Text>;
  }
}
