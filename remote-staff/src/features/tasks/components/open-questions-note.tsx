import { Alert, Button } from '@usb/ui/core';
import { useNavigate } from '@usb/contracts/router';
import { fill } from '@usb/contracts/messages';
import { staffQuestionMessages } from '../../../texts';
import { useOpenQuestionCount } from '../api/use-open-question-count';

const text = staffQuestionMessages;

/** Beside the correction queue's counts: how many patrols' questions wait for an answer, with the way to them; nothing when none. */
export function OpenQuestionsNote({ battleID }: { battleID: string }) {
  const count = useOpenQuestionCount(battleID);
  const navigate = useNavigate();
  if (count === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="open-question-count"
      title={count === 1 ? text.openCountOne : fill(text.openCount, { count })}
      action={
        <Button size="small" onClick={() => void navigate('/staff/questions')}>
          {text.showQuestions}
        </Button>
      }
    />
  );
}
