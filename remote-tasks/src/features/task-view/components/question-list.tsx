import { Flex } from '@usb/ui/core';
import type { BattleTaskView, TaskAnswer } from '../api/use-battle-task';
import { useOwnGalleryItems } from '../api/use-own-gallery-items';
import { usePatrolForSubject } from '../api/use-patrol-for-subject';
import { EmailQuestion } from './email-question';
import { ExternalQuestion } from './external-question';
import { MediaQuestion } from './media-question';
import { MultipleChoiceQuestion } from './multiple-choice-question';
import { StringQuestion } from './string-question';

function answerOf<T extends TaskAnswer['__typename']>(answers: TaskAnswer[], questionID: string, typename: T) {
  const found = answers.find((answer) => answer.questionID === questionID);
  return found && found.__typename === typename ? (found as Extract<TaskAnswer, { __typename: T }>) : null;
}

/** The task's questions in order, each with the widget of its kind and the patrol's answer. */
export function QuestionList({ task, readOnly, onAnswered }: { task: BattleTaskView; readOnly: boolean; onAnswered: () => void }) {
  const answers = task.battleTaskAnswerCurrentUser?.answers ?? [];
  const hasEmail = task.questions.some((question) => question.__typename === 'EmailQuestion');
  const patrol = usePatrolForSubject(task, hasEmail && !readOnly);
  const gallery = useOwnGalleryItems(
    task.id,
    answers.some((answer) => answer.__typename === 'MediaAnswer'),
  );

  return (
    <Flex vertical gap={16}>
      {task.questions.map((question) => {
        switch (question.__typename) {
          case 'StringQuestion':
            return <StringQuestion key={question.id} question={question} answer={answerOf(answers, question.id, 'StringAnswer')} readOnly={readOnly} />;
          case 'EmailQuestion':
            return (
              <EmailQuestion
                key={question.id}
                question={question}
                answer={answerOf(answers, question.id, 'EmailAnswer')}
                readOnly={readOnly}
                taskName={task.name}
                patrol={patrol}
                onAnswered={onAnswered}
              />
            );
          case 'ExternalQuestion':
            return (
              <ExternalQuestion
                key={question.id}
                question={question}
                answer={answerOf(answers, question.id, 'ExternalAnswer')}
                readOnly={readOnly}
                onAnswered={onAnswered}
              />
            );
          case 'MultipleChoiceQuestion':
            return (
              <MultipleChoiceQuestion
                key={question.id}
                question={question}
                answer={answerOf(answers, question.id, 'MultipleChoiceAnswer')}
                readOnly={readOnly}
              />
            );
          case 'MediaQuestion': {
            const answer = answerOf(answers, question.id, 'MediaAnswer');
            return (
              <MediaQuestion
                key={question.id}
                question={question}
                answer={answer}
                readOnly={readOnly}
                onAnswered={onAnswered}
                gallery={{ item: answer ? gallery.itemFor(answer.id) : null, requesting: gallery.requesting, takeDown: gallery.takeDown }}
              />
            );
          }
        }
      })}
    </Flex>
  );
}
