import { Card, Flex, Typography } from '@usb/ui/core';
import { fill, messages } from '@usb/contracts/messages';
import type { BattleTaskView } from '../api/use-battle-task';
import { formatTaskTime } from '../lib/task-times';

const text = messages.taskFeedback;

/**
 * The patrol's feedback on its answer: the task's points, each answered question's points and
 * the corrector's note. The api sends them only when the battle's setting shows them
 * (docs/locks-and-correction.md), so the card shows whatever arrived and nothing otherwise.
 * While the battle is frozen the points are those of the freeze, and the card says so.
 */
export function FeedbackCard({ task }: { task: BattleTaskView }) {
  const own = task.battleTaskAnswerCurrentUser;
  if (!own || (own.points === null && own.note === null)) return null;
  const scored = task.questions.flatMap((question) => {
    const points = own.answers.find((answer) => answer.questionID === question.id)?.points ?? null;
    return points === null ? [] : [{ id: question.id, name: question.name, points }];
  });
  return (
    <Card title={text.title} size="small" styles={{ body: { padding: 12 } }}>
      <Flex vertical gap={12}>
        {own.points !== null && (
          <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }} data-testid="task-points">
            {fill(text.points, { points: own.points })}
          </Typography.Title>
        )}
        {scored.length > 0 && (
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {scored.map((question) => (
              <li key={question.id}>
                <span style={{ overflowWrap: 'anywhere' }}>{question.name}</span>: {fill(text.questionPoints, { points: question.points })}
              </li>
            ))}
          </ul>
        )}
        {own.points !== null && own.frozenAt && (
          <Typography.Text type="secondary" data-testid="task-frozen">
            {fill(text.frozen, { time: formatTaskTime(own.frozenAt, true) })}
          </Typography.Text>
        )}
        {own.points !== null && own.latePenalty > 0 && <Typography.Text>{fill(text.latePenalty, { minutes: own.latePenalty })}</Typography.Text>}
        {own.note !== null && (
          <Flex vertical gap={4}>
            <Typography.Text strong>{text.note}</Typography.Text>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontSize: 16 }} data-testid="task-note">
              {own.note}
            </Typography.Paragraph>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
