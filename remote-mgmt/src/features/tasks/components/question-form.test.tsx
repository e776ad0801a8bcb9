import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@usb/contracts/graphql-client';
import { renderRoute } from '@usb/contracts/testing';
import type { QuestionFormValues } from '../lib/question-input';
import { QuestionForm } from './question-form';

const choice = {
  __typename: 'MultipleChoiceQuestion' as const,
  id: '4',
  battleTaskID: '9',
  name: 'Hvilke knob?',
  text: '',
  answerCount: 0,
  multipleAnswers: false,
  options: [
    { text: 'Råbåndsknob', value: 5 },
    { text: 'Flagstik', value: 0 },
  ],
};

function renderForm(save: (values: QuestionFormValues) => Promise<unknown>) {
  return renderRoute(
    '/mgmt/battles/5/opgaver/9',
    '/mgmt/battles/:battleID/opgaver/:taskID',
    <QuestionForm question={choice} save={save} onCancel={() => undefined} />,
  );
}

describe('the question form', () => {
  it("keeps at least two options and checks each option's text and points", async () => {
    const save = jest.fn(async (_values: QuestionFormValues) => undefined);
    renderForm(save);
    expect((await screen.findByRole('button', { name: 'Fjern svarmulighed 1' })).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Tilføj svarmulighed/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Feltet skal udfyldes')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Svarmulighed 3' }), 'Dobbelt halvstik');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0].options).toEqual([...choice.options, { text: 'Dobbelt halvstik', value: 0 }]);
  });

  it('marks an option the api refuses, and keeps every option typed', async () => {
    const refused = new CombinedGraphQLErrors({ errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: ['options.1.text'] } }] });
    renderForm(async () => {
      throw refused;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Tjek dette felt')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Svarmulighed 2' }).value).toBe('Flagstik');
    expect(screen.getByText('Nogle felter er ikke udfyldt rigtigt. Se beskederne ved felterne.')).toBeTruthy();
  });
});
