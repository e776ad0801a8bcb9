import { readStaffSelection } from './read-staff-selection';

beforeEach(() => window.localStorage.clear());

describe('stored staff selection (local storage key STATE)', () => {
  it('is empty when nothing or something unreadable is stored', () => {
    const empty = { battleID: null, battleTaskID: null, patrolID: null, corrected: null, unlocked: false };
    expect(readStaffSelection()).toEqual(empty);
    window.localStorage.setItem('STATE', '{broken');
    expect(readStaffSelection()).toEqual(empty);
    window.localStorage.setItem('STATE', '"text"');
    expect(readStaffSelection()).toEqual(empty);
  });

  it("reads the ids, and the corrected filter text 'true'/'false' as a boolean", () => {
    window.localStorage.setItem('STATE', JSON.stringify({ battleID: 3, battleTaskID: '12', patrolID: '', corrected: 'false', unlocked: true }));
    expect(readStaffSelection()).toEqual({ battleID: '3', battleTaskID: '12', patrolID: null, corrected: false, unlocked: true });
    window.localStorage.setItem('STATE', JSON.stringify({ corrected: 'true' }));
    expect(readStaffSelection().corrected).toBe(true);
  });
});
