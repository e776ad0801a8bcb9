import { Card, Typography } from '@usb/ui/core';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import { formatStaffTime } from '../../../lib/dates';
import type { StaffAnswerDetail } from '../lib/question-rows';

const text = staffMessages.audit;

type Correction = StaffAnswerDetail['corrections'][number];

const pointsText = (points: number | null): string => (points === null ? text.none : String(points));

/** Every change of points or of the note on this task answer, oldest first: when, who, which question, old -> new. */
export function AuditTrail({ detail }: { detail: StaffAnswerDetail }) {
  const questionName = (questionID: string | null): string => detail.task.questions.find((question) => question.id === questionID)?.name ?? text.whole;
  const line = (correction: Correction): string => {
    const who = correction.correctedBy.contactInfo.fullName;
    if (correction.subject === 'NOTE')
      return correction.newNote === null ? fill(text.noteCleared, { who }) : fill(text.noteLine, { who, new: correction.newNote });
    return fill(text.line, {
      who,
      what: correction.answerID === null ? text.whole : questionName(correction.questionID),
      old: pointsText(correction.oldPoints),
      new: pointsText(correction.newPoints),
    });
  };
  return (
    <Card size="small" title={text.title}>
      {detail.corrections.length === 0 ? (
        <Typography.Text type="secondary">{text.empty}</Typography.Text>
      ) : (
        <ol aria-label={text.title} style={{ margin: 0, paddingLeft: 20 }}>
          {detail.corrections.map((correction) => (
            <li key={correction.id}>
              <Typography.Text type="secondary">{formatStaffTime(correction.correctedAt)}</Typography.Text>{' '}
              <span style={{ whiteSpace: 'pre-line' }}>{line(correction)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
