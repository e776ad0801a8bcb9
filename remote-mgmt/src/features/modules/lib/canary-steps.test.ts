import { FIRST_CANARY_STEP, nextCanaryStep } from './canary-steps';

describe('nextCanaryStep', () => {
  it('raises a canary step by step from its first share to 100', () => {
    const steps = [FIRST_CANARY_STEP];
    while (steps[steps.length - 1]! < 100) steps.push(nextCanaryStep(steps[steps.length - 1]!));
    expect(steps).toEqual([1, 5, 10, 25, 50, 100]);
  });

  it('takes a share set between the steps to the next step', () => {
    expect(nextCanaryStep(7)).toBe(10);
    expect(nextCanaryStep(99)).toBe(100);
  });
});
