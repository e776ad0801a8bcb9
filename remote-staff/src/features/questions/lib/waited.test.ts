import { formatWaited } from './waited';

const asked = '2025-11-13T18:00:00Z';
const after = (minutes: number, seconds = 0) => Date.parse(asked) + minutes * 60_000 + seconds * 1000;

describe('formatWaited', () => {
  it('counts whole minutes, then hours and minutes', () => {
    expect(formatWaited(asked, after(0, 40))).toBe('Har ventet 0 min.');
    expect(formatWaited(asked, after(12, 59))).toBe('Har ventet 12 min.');
    expect(formatWaited(asked, after(65))).toBe('Har ventet 1 t. 5 min.');
  });

  it('never says a negative time when the clocks disagree', () => {
    expect(formatWaited(asked, after(-2))).toBe('Har ventet 0 min.');
  });
});
