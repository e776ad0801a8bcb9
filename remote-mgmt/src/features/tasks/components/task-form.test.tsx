import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@usb/contracts/testing';
import type { TaskFormValues } from '../lib/task-rules';
import { TaskForm } from './task-form';

const values: TaskFormValues = {
  name: 'Kortet',
  description: '<p>Find posten</p>',
  patrolCategories: [1],
  availableFrom: '2026-11-12T17:30:00.000Z',
  close: '2026-11-12T19:00:00.000Z',
  availableTo: '2026-11-12T19:30:00.000Z',
  displayDate: false,
};

function renderForm(initialValues: TaskFormValues, save: (values: TaskFormValues) => Promise<unknown> = async () => undefined) {
  return renderRoute(
    '/mgmt/battles/5/opgaver/9',
    '/mgmt/battles/:battleID/opgaver/:taskID',
    <TaskForm initialValues={initialValues} save={save} success="Opgaven er gemt." />,
  );
}

describe('the task form', () => {
  it('draws the three times in order on the timeline, with the minutes of late delivery', async () => {
    renderForm(values);
    const timeline = await screen.findByRole('figure', { name: 'Tidslinje' });
    const items = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['● Åbner: 12. nov. 2026 18:30', '● Lukker: 12. nov. 2026 20:00', '● Sen aflevering til: 12. nov. 2026 20:30']);
    expect(within(timeline).getByText('30 min. til sen aflevering')).toBeTruthy();
  });

  it('names the times as the task view does and shows them in the pickers as on the timeline', async () => {
    renderForm(values);
    expect((await screen.findByLabelText<HTMLInputElement>('Åbner')).value).toBe('12. nov. 2026 18:30');
    expect(screen.getByLabelText<HTMLInputElement>('Lukker').value).toBe('12. nov. 2026 20:00');
    expect(screen.getByLabelText<HTMLInputElement>('Sen aflevering til').value).toBe('12. nov. 2026 20:30');
  });

  it('shows a wrong order on the timeline and under the fields before anything is sent', async () => {
    const save = jest.fn(async () => undefined);
    renderForm({ ...values, close: '2026-11-12T17:00:00.000Z', availableTo: '2026-11-12T16:30:00.000Z' }, save);
    const timeline = await screen.findByRole('figure', { name: 'Tidslinje' });
    expect(within(timeline).getByText('Tiderne står i forkert rækkefølge.')).toBeTruthy();
    expect(within(timeline).getAllByRole('listitem')[0]?.textContent).toContain('Sen aflevering til');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText("'Lukker' skal være samme tid som eller efter 'Åbner'")).toBeTruthy();
    expect(screen.getByText("'Sen aflevering til' skal være samme tid som eller efter 'Lukker'")).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('asks for at least one patrol category', async () => {
    const save = jest.fn(async () => undefined);
    renderForm(values, save);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Spejder' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Feltet skal udfyldes')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the fields as the api takes them', async () => {
    const save = jest.fn(async () => undefined);
    renderForm(values, save);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'OBG(18+)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ ...values, patrolCategories: [1, 2] }));
  });
});
