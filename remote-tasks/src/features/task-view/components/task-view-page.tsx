import { lazy, Suspense, useEffect } from 'react';
import { Alert, Button, Flex, Typography, HtmlContent, LoadingBlock } from '@usb/ui/core';
import { useLocation, useNavigate, useParams } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { isLoggedIn, useSession } from '@usb/contracts/session';
import { usePassed } from '../../../hooks/use-passed';
import { useBattleTask, type BattleTaskView } from '../api/use-battle-task';
import { usePainted } from '../hooks/use-painted';
import { useReadOnly } from '../hooks/use-read-only';
import { FeedbackCard } from './feedback-card';
import { LateNotice } from './late-notice';
import { loadChoiceAnswerEditor, loadStringAnswerEditor } from './answer-editors-chunk';
import { loadMediaUploadArea } from './media-upload-area-chunk';
import { TaskTimes } from './task-times';

/**
 * The questions with their answer widgets, a chunk of their own: the editors of a patrol that
 * may answer need the inputs kit (its weight: docs/benchmarks.md) and the upload kit, each in a
 * chunk of its own (answer-editors-chunk.ts, media-upload-area-chunk.ts). The task view asks
 * for them once the task's title, times and text have painted (usePainted), so on a slow phone
 * their download and start-up never hold back the task to read.
 */
const QuestionList = lazy(() => import('./question-list').then((module) => ({ default: module.QuestionList })));

/** 'Spørgsmål til staben', a chunk of its own for the same reason (its form needs the inputs kit), asked for once painted too. */
const PatrolQuestionsCard = lazy(() => import('./patrol-questions-card').then((module) => ({ default: module.PatrolQuestionsCard })));

/** Why a task cannot be answered, said once above the questions. */
function ReadOnlyNote({ task }: { task: BattleTaskView }) {
  const loggedIn = useSession(isLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  if (!loggedIn) {
    const login = `/login?return=${encodeURIComponent(location.pathname)}`;
    return (
      <Alert
        type="info"
        showIcon
        title={messages.taskView.loginPrompt}
        action={<Button onClick={() => void navigate(login)}>{messages.taskView.loginLink}</Button>}
      />
    );
  }
  const closed = Date.now() < Date.parse(task.availableFrom) || Date.now() > Date.parse(task.availableTo);
  return <Alert type="info" showIcon title={closed ? messages.taskView.closed : messages.taskView.notMember} />;
}

function TaskView({ task, onAnswered }: { task: BattleTaskView; onAnswered: () => void }) {
  const readOnly = useReadOnly(task);
  const closed = usePassed(task.close);
  const answers = (kind: BattleTaskView['questions'][number]['__typename']) => !readOnly && task.questions.some((question) => question.__typename === kind);
  const answersMedia = answers('MediaQuestion');
  const answersText = answers('StringQuestion');
  const answersChoice = answers('MultipleChoiceQuestion');
  const painted = usePainted();
  // The questions' chunk asks for the editors of the kinds it shows only once it has loaded: ask
  // for all at once. A failed load is shown by the questions' own attempt, under their boundary.
  useEffect(() => {
    if (!painted) return;
    if (answersMedia) loadMediaUploadArea().catch(() => undefined);
    if (answersText) loadStringAnswerEditor().catch(() => undefined);
    if (answersChoice) loadChoiceAnswerEditor().catch(() => undefined);
  }, [painted, answersMedia, answersText, answersChoice]);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 800, margin: '0 auto', padding: '16px 12px' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {task.name}
      </Typography.Title>
      <TaskTimes task={task} />
      {closed && !readOnly && <LateNotice task={task} />}
      <HtmlContent html={task.description} />
      {readOnly && <ReadOnlyNote task={task} />}
      {/* The questions, the feedback and the questions to the staff appear together, in one
          boundary: a card shown before the questions would be pushed down by them. */}
      {painted ? (
        <Suspense fallback={<LoadingBlock />}>
          <QuestionList task={task} readOnly={readOnly} onAnswered={onAnswered} />
          <FeedbackCard task={task} />
          <PatrolQuestionsCard battleTaskID={task.id} battleID={task.battleID} />
        </Suspense>
      ) : (
        <LoadingBlock />
      )}
    </Flex>
  );
}

/**
 * The load error 'Kunne ikke hente opgaven.' with a way back on a poor network: 'Prøv igen',
 * and a new try by itself as soon as the browser is online again.
 */
function LoadError({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return (
    <Flex vertical style={{ maxWidth: 800, margin: '0 auto', padding: '16px 12px' }}>
      <Alert type="error" showIcon role="alert" title={messages.task.loadError} action={<Button onClick={retry}>{messages.taskView.retry}</Button>} />
    </Flex>
  );
}

/** One task's view; the page mounts it afresh for each task, so its query state is that task's own. */
function TaskViewOf({ id }: { id: string }) {
  const { task, loading, reload } = useBattleTask(id);
  if (!task) return loading ? <LoadingBlock /> : <LoadError retry={reload} />;
  return <TaskView task={task} onAnswered={reload} />;
}

/**
 * /battles/tasks/{id}: the task with its questions and the patrol's answers, answerable while
 * the task is open for the caller's patrol, read-only otherwise (docs/answers-and-windows.md).
 */
export function TaskViewPage() {
  const { id = '' } = useParams();
  return <TaskViewOf key={id} id={id} />;
}
