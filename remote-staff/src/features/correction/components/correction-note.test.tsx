import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GetCorrectionFeedbackDocument,
  GetStaffAnswerDocument,
  ReleaseLockDocument,
  SetNotePhrasesDocument,
  WriteCorrectionNoteDocument,
} from '@usb/schema/graphql';
import { staffMessages } from '../../../texts';
import { renderRoute } from '@usb/contracts/testing';
import { mockOperation } from '../../../fixtures/graphql-mock';
import { detail, getReply, me } from '../../../fixtures/staff-answers';
import CorrectionPage from './correction-page';

const text = staffMessages.note;

const release = () => mockOperation(ReleaseLockDocument, () => ({ data: { answers: { __typename: 'AnswersMutation', releaseLock: true } } }));
const feedbackReply = (phrases: string[]) => ({
  data: {
    battles: {
      __typename: 'BattlesQuery',
      getBattle: { __typename: 'Battle', id: 'b1', correctionFeedback: { __typename: 'CorrectionFeedback', release: 'TASK_CLOSED', phrases } },
    },
  },
});

function renderAnswer(...mocks: ReturnType<typeof mockOperation>['mock'][]) {
  return renderRoute('/staff/tasks/answers/ta1', '/staff/tasks/answers/:id', <CorrectionPage />, mocks);
}

beforeEach(() => window.localStorage.setItem('STATE', JSON.stringify({ battleID: 'b1' })));

describe('the note to the patrol', () => {
  it('inserts a phrase with one click and saves the note, which the audit trail then shows', async () => {
    const user = userEvent.setup();
    const noted = detail({
      note: 'Flot klaret! Godt set.',
      corrections: [
        {
          id: 'c1',
          answerID: null,
          questionID: null,
          correctedAt: '2026-11-13T18:30:00.000Z',
          oldPoints: null,
          newPoints: null,
          subject: 'NOTE',
          oldNote: null,
          newNote: 'Flot klaret! Godt set.',
          correctedBy: me,
        },
      ],
    });
    const write = mockOperation(WriteCorrectionNoteDocument, () => ({ data: { answers: { __typename: 'AnswersMutation', writeCorrectionNote: noted } } }));
    renderAnswer(
      mockOperation(GetStaffAnswerDocument, () => getReply(detail())).mock,
      mockOperation(GetCorrectionFeedbackDocument, () => feedbackReply(['Flot klaret!', 'Godt forsøg'])).mock,
      write.mock,
      release().mock,
    );

    const phrases = await screen.findByRole('group', { name: text.phrases });
    await user.click(await within(phrases).findByRole('button', { name: 'Indsæt: Flot klaret!' }));
    const note = screen.getByRole<HTMLTextAreaElement>('textbox', { name: text.title });
    expect(note.value).toBe('Flot klaret!');
    await user.type(note, ' Godt set.');
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(await screen.findByText(text.saved)).toBeTruthy();
    expect(write.calls).toEqual([{ battleTaskAnswerID: 'ta1', note: 'Flot klaret! Godt set.' }]);
    expect(screen.getByText(`${me.contactInfo.fullName} · Note: Flot klaret! Godt set.`)).toBeTruthy();
  });

  it("edits the battle's phrases, one a line, and says so when the api refuses them", async () => {
    const user = userEvent.setup();
    const saved = mockOperation(SetNotePhrasesDocument, (_variables, call) =>
      call === 1
        ? { errorCode: 'BAD_USER_INPUT' }
        : {
            data: {
              answers: {
                __typename: 'AnswersMutation',
                setNotePhrases: { __typename: 'CorrectionFeedback', release: 'TASK_CLOSED', phrases: ['Godt forsøg'] },
              },
            },
          },
    );
    renderAnswer(
      mockOperation(GetStaffAnswerDocument, () => getReply(detail())).mock,
      mockOperation(GetCorrectionFeedbackDocument, () => feedbackReply([])).mock,
      saved.mock,
      release().mock,
    );

    expect(await screen.findByText(text.noPhrases)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text.editPhrases }));
    await user.type(screen.getByRole('textbox', { name: text.phrases }), ' Godt forsøg {Enter}{Enter}');
    await user.click(screen.getByRole('button', { name: text.savePhrases }));
    expect(await screen.findByText(text.phrasesInvalid)).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: text.phrases }).value).toBe(' Godt forsøg \n\n');

    await user.click(screen.getByRole('button', { name: text.savePhrases }));
    expect(await screen.findByRole('button', { name: text.editPhrases })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: text.phrases })).toBeNull();
    expect(saved.calls).toEqual([
      { battleID: 'b1', phrases: ['Godt forsøg'] },
      { battleID: 'b1', phrases: ['Godt forsøg'] },
    ]);
  });
});
