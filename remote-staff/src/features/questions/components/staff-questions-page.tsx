import { useEffect, useState } from 'react';
import { Card, Divider, Flex, Typography, LoadingBlock } from '@usb/ui/core';
import { LoadError } from '@usb/contracts/components';
import { staffQuestionMessages } from '../../../texts';
import { BattlePickerCard } from '../../../components/battle-picker';
import { StaffPage } from '../../../components/staff-page';
import { usePatrolQuestionWakeUps } from '../../../hooks/use-patrol-question-wake-ups';
import { useStaffSelection } from '../../../hooks/use-staff-selection';
import { useStaffPatrolQuestions } from '../api/use-staff-patrol-questions';
import { HandledQuestion } from './handled-question';
import { OpenQuestionCard } from './open-question-card';

const text = staffQuestionMessages;
const TICK_MS = 30_000;

/** The time now, again every half minute: the open questions' time waited moves on by itself. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /staff/questions: the patrols' questions to the selected battle's staff (docs/patrol-questions.md).
 * The open ones, oldest first, each with its answer form (to the patrol or to all patrols) and
 * 'Luk uden svar'; below them the answered and closed ones, the latest first. A new question
 * shows as soon as it is asked (the live channel).
 */
export default function StaffQuestionsPage() {
  const [selection] = useStaffSelection();
  const { open, handled, loading, failed, refetch } = useStaffPatrolQuestions(selection.battleID);
  usePatrolQuestionWakeUps(selection.battleID, refetch);
  const now = useNow();
  return (
    <StaffPage title={text.title}>
      <BattlePickerCard />
      {!selection.battleID ? (
        <Typography.Paragraph type="secondary">{text.chooseBattle}</Typography.Paragraph>
      ) : failed ? (
        <LoadError message={text.loadError} onRetry={refetch} />
      ) : loading ? (
        <LoadingBlock />
      ) : (
        <>
          <section aria-label={text.open}>
            <Typography.Title level={2} style={{ fontSize: 20, margin: '0 0 12px' }}>
              {`${text.open} (${open.length})`}
            </Typography.Title>
            {open.length === 0 ? (
              <Typography.Paragraph type="secondary">{text.noOpen}</Typography.Paragraph>
            ) : (
              <Flex vertical gap={12}>
                {open.map((question) => (
                  <OpenQuestionCard key={question.id} question={question} now={now} onHandled={refetch} />
                ))}
              </Flex>
            )}
          </section>
          <Card title={text.handled} size="small">
            {handled.length === 0 ? (
              <Typography.Text type="secondary">{text.noHandled}</Typography.Text>
            ) : (
              handled.map((question, index) => (
                <div key={question.id}>
                  {index > 0 && <Divider style={{ margin: '12px 0' }} />}
                  <HandledQuestion question={question} />
                </div>
              ))
            )}
          </Card>
        </>
      )}
    </StaffPage>
  );
}
