import { isValidPoints, taskTotal } from './points';

describe('points', () => {
  it('are whole numbers from -1000 to 1000, or none', () => {
    expect([null, 0, -1000, 1000, 7].every(isValidPoints)).toBe(true);
    expect([1001, -1001, 2.5, Number.NaN].some(isValidPoints)).toBe(false);
  });

  it('of a task: the override when set, else the sum, minus the late penalty, never below 0', () => {
    expect(taskTotal([3, null, 4], null, 2)).toBe(5);
    expect(taskTotal([3, 4], 26, 7)).toBe(19);
    expect(taskTotal([3, 4], 5, 7)).toBe(0);
    expect(taskTotal([1], null, 5)).toBe(0);
    expect(taskTotal([3, 4], -5, 0)).toBe(0);
  });
});
