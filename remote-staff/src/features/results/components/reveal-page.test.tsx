import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuildStaffResultDocument, GetResultOverviewDocument, PublishResultDocument } from '@usb/schema/graphql';
import { staffMessages } from '../../../texts';
import { renderRoute } from '@usb/contracts/testing';
import { mockOperation } from '../../../fixtures/graphql-mock';
import RevealPage from './reveal-page';

const text = staffMessages.results.reveal;

const row = (name: string, total: number, rank: number) => ({ __typename: 'ResultPatrol', name, corps: '', taskResults: [total], total, rank });

const result = (published: boolean) => ({
  __typename: 'Result',
  id: 'r1',
  battleID: 'b1',
  battleName: 'USB 2026',
  path: 'usb-2026',
  published,
  frozenAt: null,
  categories: [
    { __typename: 'ResultCategory', category: 1, name: 'Spejder', taskNames: ['Bålet'], patrols: [row('Ulvene', 9, 1), row('Bæverne', 5, 2)] },
    { __typename: 'ResultCategory', category: 2, name: 'OBG(18+)', taskNames: ['Bålet'], patrols: [row('Ørnene', 3, 1)] },
  ],
});

function renderReveal() {
  const build = mockOperation(BuildStaffResultDocument, () => ({ data: { results: { __typename: 'ResultsQuery', buildByBattleID: result(false) } } }));
  const publish = mockOperation(PublishResultDocument, () => ({ data: { results: { __typename: 'ResultsMutation', publishByBattleID: result(true) } } }));
  const overview = mockOperation(GetResultOverviewDocument, () => ({ data: { results: { __typename: 'ResultsQuery', getOverview: [] } } }));
  renderRoute('/staff/results/b1/reveal', '/staff/results/:battleID/reveal', <RevealPage />, [build.mock, publish.mock, overview.mock]);
  return { build, publish };
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the reveal view', () => {
  it('steps through each category from the last place up with the presenter keys, and back', async () => {
    renderReveal();
    expect(await screen.findByRole('heading', { name: 'Spejder' })).toBeTruthy();
    expect(screen.getByText('2 patruljer')).toBeTruthy();
    expect(screen.getByText('1 af 6')).toBeTruthy();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Bæverne')).toBeTruthy();
    expect(screen.queryByText('Ulvene')).toBeNull();
    await userEvent.keyboard(' ');
    expect(screen.getByText('Ulvene')).toBeTruthy();
    expect(screen.getByText('1. plads')).toBeTruthy();
    expect(screen.getByText('9 point')).toBeTruthy();
    await userEvent.keyboard('{PageUp}');
    expect(screen.queryByText('Ulvene')).toBeNull();
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(heading()).toBe('OBG(18+)');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(heading()).toBe(text.publishIntro);
    // The last step stays the last.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('6 af 6')).toBeTruthy();
  });

  it("ends with 'Offentliggør resultater', which publishes the result at its path", async () => {
    const { publish } = renderReveal();
    await screen.findByRole('heading', { name: 'Spejder' });
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}');
    await userEvent.click(screen.getByRole('button', { name: text.publish }));
    expect(await screen.findByRole('heading', { name: text.published })).toBeTruthy();
    expect(publish.calls).toEqual([{ battleID: 'b1', path: 'usb-2026' }]);
  });

  it('slides a newly shown patrol in, but not under prefers-reduced-motion', async () => {
    const animate = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'animate', { configurable: true, value: animate });
    const reduce = (matches: boolean) =>
      Object.defineProperty(window, 'matchMedia', { configurable: true, value: (query: string) => ({ matches, media: query }) as MediaQueryList });
    try {
      reduce(false);
      renderReveal();
      await screen.findByRole('heading', { name: 'Spejder' });
      await userEvent.keyboard('{PageDown}');
      expect(animate).toHaveBeenCalledTimes(1);

      reduce(true);
      await userEvent.keyboard('{PageDown}');
      expect(screen.getByText('Ulvene')).toBeTruthy();
      expect(animate).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'animate');
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
