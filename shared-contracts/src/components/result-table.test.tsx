import { render, screen, within } from '@testing-library/react';
import { messages } from '@usb/contracts/messages';
import { ResultTable } from './index';

const text = messages.resultsPage;

function category(corps: [string, string], patrols = 2) {
  return {
    category: 1,
    name: 'Spejder',
    taskNames: ['Knob', 'Kortlæsning'],
    patrols: [
      { name: 'Ulvene', corps: corps[0], taskResults: [10, 7], total: 17, rank: 1 },
      { name: 'Ræven', corps: corps[1], taskResults: [5, 3], total: 8, rank: 2 },
    ].slice(0, patrols),
  };
}

function headers(): string[] {
  return screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
}

/** The texts of each patrol's row, in order. */
function rows(): string[][] {
  const [, ...patrolRows] = screen.getAllByRole('row');
  return patrolRows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );
}

describe('ResultTable', () => {
  it('shows rank, patrol, corps, one column per task and Total when the first patrol has a corps', () => {
    render(<ResultTable category={category(['Det Danske Spejderkorps', ''])} />);
    expect(headers()).toEqual([text.rank, text.patrol, text.corps, 'Knob', 'Kortlæsning', text.total]);
    expect(rows()[0]).toEqual(['1', 'Ulvene', 'Det Danske Spejderkorps', '10', '7', '17']);
  });

  it('leaves the corps column out when the first patrol has none, even if a later one has', () => {
    render(<ResultTable category={category(['', 'KFUM-Spejderne'])} />);
    expect(headers()).toEqual([text.rank, text.patrol, 'Knob', 'Kortlæsning', text.total]);
    expect(screen.queryByText('KFUM-Spejderne')).toBeNull();
  });

  it('shows the ranks as the results give them, a shared rank included, a missing task result as 0 and the Total in bold', () => {
    const shared = {
      ...category(['', '']),
      patrols: [
        { name: 'Ulvene', corps: '', taskResults: [10, 7], total: 17, rank: 1 },
        { name: 'Ræven', corps: '', taskResults: [9, 8], total: 17, rank: 1 },
        { name: 'Uglerne', corps: '', taskResults: [4], total: 4, rank: 3 },
      ],
    };
    render(<ResultTable category={shared} />);
    expect(rows()).toEqual([
      ['1', 'Ulvene', '10', '7', '17'],
      ['1', 'Ræven', '9', '8', '17'],
      ['3', 'Uglerne', '4', '0', '4'],
    ]);
    expect(screen.getAllByRole('cell', { name: '17' }).map((cell) => cell.querySelector('strong')?.textContent)).toEqual(['17', '17']);
  });

  it('says so when the category has no patrols', () => {
    render(<ResultTable category={category(['', ''], 0)} />);
    expect(screen.getByText(text.noPatrols)).toBeTruthy();
    expect(headers()).toEqual([text.rank, text.patrol, 'Knob', 'Kortlæsning', text.total]);
  });
});

describe('ResultTable on a narrow screen', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps rank, patrol and Total in view while the task columns scroll', () => {
    render(<ResultTable category={category(['', ''])} />);
    const fixed = screen.getAllByRole('columnheader').map((cell) => /ant-table-cell-fix/.test(cell.className));
    expect(fixed).toEqual([true, true, false, false, true]);
  });

  it('can be scrolled from the keyboard: the scrolling area takes focus', () => {
    const { container } = render(<ResultTable category={category(['', ''])} />);
    expect(container.querySelector<HTMLElement>('.ant-table-content')?.tabIndex).toBe(0);
  });

  it('says the tasks scroll sideways only while the table is wider than its place', () => {
    render(<ResultTable category={category(['', ''])} />);
    expect(screen.queryByText(text.scrollHint)).toBeNull();
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(380);
    render(<ResultTable category={category(['', ''])} />);
    expect(screen.getByText(text.scrollHint)).toBeTruthy();
  });
});
