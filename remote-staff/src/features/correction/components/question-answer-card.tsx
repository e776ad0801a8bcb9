import { Card, Flex, HtmlContent } from '@usb/ui/core';
import { staffMessages } from '../../../texts';
import type { QuestionRow } from '../lib/question-rows';
import { AnswerContent } from './answer-content';
import { GalleryToggle } from './gallery-toggle';
import { PointsInput } from './points-input';

const text = staffMessages.answer;

/** The patrol's answer set apart from the question text above it. */
const answerStyle = { background: '#fafafa', borderLeft: '3px solid #d9d9d9', padding: '8px 12px' } as const;

export interface QuestionAnswerCardProps extends QuestionRow {
  battleID: string;
  number: number;
  points: number | null;
  readOnly: boolean;
  /** The multiple-choice points were given by the choice itself; no corrector changed them. */
  automatic: boolean;
  onPointsChange: (value: number | null) => void;
  onEnter: () => void;
}

/** One question of the task: its text, the patrol's answer (a photo or video with 'Vis i galleriet') and, for an answer, its points. */
export function QuestionAnswerCard({ battleID, number, question, answer, points, readOnly, automatic, onPointsChange, onEnter }: QuestionAnswerCardProps) {
  return (
    <Card size="small" title={`${number}. ${question.name}`}>
      <Flex vertical gap="middle">
        <HtmlContent html={question.text} />
        <div style={answerStyle}>
          <AnswerContent question={question} answer={answer} />
        </div>
        {answer?.__typename === 'MediaAnswer' && <GalleryToggle battleID={battleID} answerID={answer.id} />}
        {answer && (
          <PointsInput
            label={`${text.points}: ${question.name}`}
            value={points}
            saved={answer.points}
            readOnly={readOnly}
            tags={automatic && points === answer.points ? [text.automaticPoints] : []}
            onChange={onPointsChange}
            onEnter={onEnter}
          />
        )}
      </Flex>
    </Card>
  );
}
