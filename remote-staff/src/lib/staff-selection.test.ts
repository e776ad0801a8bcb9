import { emptySelection, readStaffSelection, writeStaffSelection } from './staff-selection';

beforeEach(() => window.localStorage.clear());

describe('stored staff selection (local storage key STATE)', () => {
  it('is empty when nothing or something unreadable is stored', () => {
    expect(readStaffSelection()).toEqual(emptySelection);
    window.localStorage.setItem('STATE', '{broken');
    expect(readStaffSelection()).toEqual(emptySelection);
    window.localStorage.setItem('STATE', '"text"');
    expect(readStaffSelection()).toEqual(emptySelection);
  });

  it("reads the ids, and the corrected filter text 'true'/'false' as a boolean", () => {
    window.localStorage.setItem('STATE', JSON.stringify({ battleID: 3, battleTaskID: '12', patrolID: '', corrected: 'false', unlocked: true }));
    expect(readStaffSelection()).toEqual({ battleID: '3', battleTaskID: '12', patrolID: null, corrected: false, unlocked: true, blind: false });
    window.localStorage.setItem('STATE', JSON.stringify({ corrected: 'true' }));
    expect(readStaffSelection().corrected).toBe(true);
  });

  it('comes back as it was written, blind flag and all', () => {
    const selections = [
      { battleID: '4', battleTaskID: '9', patrolID: '21', corrected: false, unlocked: true, blind: true },
      { battleID: '4', battleTaskID: null, patrolID: null, corrected: true, unlocked: false, blind: false },
      { ...emptySelection, battleID: '7', blind: true },
    ];
    for (const selection of selections) {
      writeStaffSelection(selection);
      expect(readStaffSelection()).toEqual(selection);
    }
  });

  it("is stored with '' for no task, patrol or corrected filter, and the filter as text", () => {
    writeStaffSelection({ ...emptySelection, battleID: '4', corrected: false });
    expect(JSON.parse(window.localStorage.getItem('STATE') ?? '')).toEqual({
      battleID: '4',
      battleTaskID: '',
      patrolID: '',
      corrected: 'false',
      unlocked: false,
      blind: false,
    });
  });
});
