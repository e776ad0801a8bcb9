import { createTrailingThrottle } from './trailing-throttle';

describe('the trailing throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once when it may, gathers a burst into one run when the time has passed, and no more', () => {
    const run = jest.fn();
    const throttle = createTrailingThrottle(run, 2_000);
    throttle.request();
    expect(run).toHaveBeenCalledTimes(1);
    for (let index = 0; index < 10; index += 1) {
      jest.advanceTimersByTime(100);
      throttle.request();
    }
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(999);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(2);
    throttle.request();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('drops a gathered run when cancelled', () => {
    const run = jest.fn();
    const throttle = createTrailingThrottle(run, 2_000);
    throttle.request();
    throttle.request();
    throttle.cancel();
    jest.advanceTimersByTime(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
