import { latePenaltyText } from './late-penalty';

const CLOSE = '2026-11-12T18:30:00.000Z';
const after = (seconds: number) => Date.parse(CLOSE) + seconds * 1000;

describe('latePenaltyText', () => {
  it.each([
    [0, 0],
    [1, 1],
    [60, 1],
    [61, 2],
    [30 * 60, 30],
  ])('%i s after close costs %i point', (seconds, points) => {
    expect(latePenaltyText(CLOSE, after(seconds))).toBe(`Afleverer I nu, trækkes der ${points} point fra.`);
  });

  it('costs nothing before close', () => {
    expect(latePenaltyText(CLOSE, after(-90))).toBe('Afleverer I nu, trækkes der 0 point fra.');
  });
});
