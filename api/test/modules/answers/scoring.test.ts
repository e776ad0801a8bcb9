import { latePenalty, taskPoints } from '../../../src/modules/answers';

const close = new Date('2025-11-13T19:00:00Z');
const at = (seconds: number) => new Date(close.getTime() + seconds * 1000);

describe('late penalty', () => {
  it('is 0 with no answers or none after close', () => {
    expect(latePenalty(close, [])).toBe(0);
    expect(latePenalty(close, [at(-600), at(0)])).toBe(0);
  });

  it('counts every started minute up to the last late answer', () => {
    expect(latePenalty(close, [at(0.001)])).toBe(1);
    expect(latePenalty(close, [at(60)])).toBe(1);
    expect(latePenalty(close, [at(61)])).toBe(2);
    expect(latePenalty(close, [at(-30), at(29 * 60 + 1), at(90)])).toBe(30);
  });
});

describe('task points', () => {
  it('sums the answers, unset ones as 0, minus the penalty', () => {
    expect(taskPoints({ overridePoints: null, answerPoints: [3, null, 4], latePenalty: 2 })).toBe(5);
  });

  it('prefers overridePoints, also when it is 0', () => {
    expect(taskPoints({ overridePoints: 10, answerPoints: [3, 4], latePenalty: 1 })).toBe(9);
    expect(taskPoints({ overridePoints: 0, answerPoints: [3, 4], latePenalty: 0 })).toBe(0);
  });

  it('never goes below 0', () => {
    expect(taskPoints({ overridePoints: null, answerPoints: [2], latePenalty: 5 })).toBe(0);
  });
});
