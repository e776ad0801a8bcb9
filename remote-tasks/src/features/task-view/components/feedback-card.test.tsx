import { screen } from '@testing-library/react';
import { messages } from '@usb/contracts/messages';
import { renderRoute } from '@usb/contracts/testing';
import { choiceQuestion, openTask, stringQuestion } from '../../../testing/task-fixtures';
import { FeedbackCard } from './feedback-card';

const text = messages.taskFeedback;
const answered = [
  { __typename: 'StringAnswer' as const, id: 'a1', questionID: 'q-string', answerReceived: '2025-11-13T18:41:00+01:00', points: 4, answerText: 'Bålet' },
  {
    __typename: 'MultipleChoiceAnswer' as const,
    id: 'a2',
    questionID: 'q-choice-one',
    answerReceived: '2025-11-13T18:41:00+01:00',
    points: null,
    chosenOptions: [1],
  },
];

function show(feedback: { points: number | null; note: string | null; latePenalty?: number; frozenAt?: string }) {
  const task = openTask([stringQuestion(), choiceQuestion(false)], answered);
  const own = task.battleTaskAnswerCurrentUser;
  if (!own) throw new Error('the fixture has no answer');
  const withFeedback = { ...task, battleTaskAnswerCurrentUser: { ...own, latePenalty: 0, ...feedback } };
  return renderRoute('/battles/tasks/t1', 'battles/tasks/:id', <FeedbackCard task={withFeedback} />, []);
}

describe('FeedbackCard', () => {
  it("shows the task's points, each scored question's points and the corrector's note", async () => {
    show({ points: 6, note: 'Flot klaret!\nGodt set.', latePenalty: 2 });
    expect((await screen.findByTestId('task-points')).textContent).toBe('Point for opgaven: 6');
    expect(screen.getByRole('listitem').textContent).toBe('Hvad hedder bålet?: 4 point');
    expect(screen.getByText('Fradrag for sen aflevering: 2 point')).toBeTruthy();
    expect(screen.getByText(text.note)).toBeTruthy();
    const note = screen.getByTestId('task-note');
    expect(note.textContent).toBe('Flot klaret!\nGodt set.');
    expect(note.style.whiteSpace).toBe('pre-line');
    expect(screen.queryByTestId('task-frozen')).toBeNull();
  });

  it("says the points are the freeze's while the battle is frozen", async () => {
    // 19:15 UTC is 20:15 in Danish time, whatever the time zone the tests run in.
    show({ points: 6, note: null, frozenAt: '2025-11-13T19:15:00.000Z' });
    expect((await screen.findByTestId('task-frozen')).textContent).toBe(
      'Stillingen er frosset: pointene vises, som de var d. 13. nov. 2025 kl. 20:15. Resten afsløres ved præmieoverrækkelsen.',
    );
  });

  it('shows a note without points, and nothing while the api sends neither', async () => {
    const { unmount } = show({ points: null, note: 'Husk navnet.' });
    expect((await screen.findByTestId('task-note')).textContent).toBe('Husk navnet.');
    expect(screen.queryByTestId('task-points')).toBeNull();
    unmount();
    show({ points: null, note: null });
    expect(screen.queryByText(text.title)).toBeNull();
  });
});
