import { render, screen, within } from '@testing-library/react';
import { messages } from '@usb/contracts/messages';
import { ResultTable } from './index';

const text = messages.resultsPage;

function category(corps: [string, string]) {
  return {
    category: 1,
    name: 'Spejder',
    taskNames: ['Knob', 'Kortlæsning'],
    patrols: [
      { name: 'Ulvene', corps: corps[0], taskResults: [10, 7], total: 17, rank: 1 },
      { name: 'Ræven', corps: corps[1], taskResults: [5, 3], total: 8, rank: 2 },
    ],
  };
}

function headers(): string[] {
  return screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
}

describe('ResultTable', () => {
  it('shows rank, patrol, corps, one column per task and Total when the first patrol has a corps', () => {
    render(<ResultTable category={category(['Det Danske Spejderkorps', ''])} />);
    expect(headers()).toEqual([text.rank, text.patrol, text.corps, 'Knob', 'Kortlæsning', text.total]);
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Ulvene', 'Det Danske Spejderkorps', '10', '7', '17']);
  });

  it('leaves the corps column out when the first patrol has none, even if a later one has', () => {
    render(<ResultTable category={category(['', 'KFUM-Spejderne'])} />);
    expect(headers()).toEqual([text.rank, text.patrol, 'Knob', 'Kortlæsning', text.total]);
    expect(screen.queryByText('KFUM-Spejderne')).toBeNull();
  });
});

describe('ResultTable on a narrow screen', () => {
  it('keeps rank, patrol and Total in view while the task columns scroll', () => {
    render(<ResultTable category={category(['', ''])} />);
    const fixed = screen.getAllByRole('columnheader').map((cell) => /ant-table-cell-fix/.test(cell.className));
    expect(fixed).toEqual([true, true, false, false, true]);
  });
});
