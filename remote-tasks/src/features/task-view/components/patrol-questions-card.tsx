import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Card, Divider, Flex, Typography } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import { isLoggedIn, useSession } from '@usb/contracts/session';
import { useAskingPatrol } from '../api/use-asking-patrol';
import { useTaskPatrolQuestions } from '../api/use-task-patrol-questions';
import { usePatrolQuestionWakeUps } from '../hooks/use-patrol-question-wake-ups';
import { AnswerForAll } from './answer-for-all';
import type { AskQuestionForm } from './ask-question-form';

const text = messages.patrolQuestions;

type AskForm = typeof AskQuestionForm;
type AskFormLoad = { status: 'loading' } | { status: 'ready'; Form: AskForm } | { status: 'failed' };

/**
 * The form to ask, a chunk of its own with the inputs kit, asked for as soon as the caller is
 * logged in (only a patrol can ask), so a visitor never loads it. Not a lazy component: one
 * that suspends after the card has shown would hide the whole card under the task view's
 * boundary (a layout shift); the card waits for the form instead, and shows without it if its
 * chunk cannot be loaded.
 */
function useAskForm(wanted: boolean): AskFormLoad {
  const [load, setLoad] = useState<AskFormLoad>({ status: 'loading' });
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import('./ask-question-form')
      .then((module) => current && setLoad({ status: 'ready', Form: module.AskQuestionForm }))
      .catch(() => current && setLoad({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [wanted]);
  return load;
}
/** The patrol's own questions with their status tags, a chunk of its own with the data kit, loaded only when there are some. */
const OwnQuestion = lazy(() => import('./patrol-question-item').then((module) => ({ default: module.OwnQuestion })));

/**
 * 'Spørgsmål til staben' on the task view (docs/patrol-questions.md): a patrol of the battle asks
 * the staff about the task and sees its own questions with their status and answers; everyone
 * who sees the task sees 'Svar til alle', the staff's answers to all patrols. Shown when there is
 * something to ask or to read. It follows the live channel: an answer shows as soon as it is sent.
 */
export function PatrolQuestionsCard({ battleTaskID, battleID }: { battleTaskID: string; battleID: string }) {
  const loggedIn = useSession(isLoggedIn);
  const { canAsk, known } = useAskingPatrol(battleID, loggedIn);
  const askForm = useAskForm(loggedIn);
  const { mine, forAll, failed, refetch } = useTaskPatrolQuestions(battleTaskID);
  usePatrolQuestionWakeUps(battleID, refetch);
  const ownIds = new Set(mine.map((question) => question.id));
  const othersForAll = forAll.filter((question) => !ownIds.has(question.id));
  // The card shows once whether it holds the form is known, and with the form, so nothing in it moves after.
  if (!known || (canAsk && askForm.status === 'loading')) return null;
  if (!canAsk && mine.length === 0 && othersForAll.length === 0 && !failed) return null;
  return (
    <Card title={text.title} size="small" styles={{ body: { padding: 12 } }}>
      <Flex vertical gap={12}>
        {failed && <Alert type="warning" showIcon title={text.loadError} action={<Button onClick={refetch}>{text.retry}</Button>} />}
        {canAsk && askForm.status === 'ready' && <askForm.Form battleTaskID={battleTaskID} onAsked={refetch} />}
        {mine.length > 0 && (
          // They show once their chunk has arrived, without taking the card (and its form) away meanwhile.
          <Suspense fallback={null}>
            <section aria-label={text.yours}>
              <Typography.Title level={3} style={{ margin: '4px 0 8px', fontSize: 18 }}>
                {text.yours}
              </Typography.Title>
              <Flex vertical gap={12}>
                {mine.map((question, index) => (
                  <div key={question.id}>
                    {index > 0 && <Divider style={{ margin: '0 0 12px' }} />}
                    <OwnQuestion question={question} />
                  </div>
                ))}
              </Flex>
            </section>
          </Suspense>
        )}
        {othersForAll.length > 0 && (
          <section aria-label={text.forAll}>
            <Typography.Title level={3} style={{ margin: '4px 0 4px', fontSize: 18 }}>
              {text.forAll}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>
              {text.forAllIntro}
            </Typography.Paragraph>
            <Flex vertical gap={12}>
              {othersForAll.map((question, index) => (
                <div key={question.id}>
                  {index > 0 && <Divider style={{ margin: '0 0 12px' }} />}
                  <AnswerForAll question={question} />
                </div>
              ))}
            </Flex>
          </section>
        )}
      </Flex>
    </Card>
  );
}
