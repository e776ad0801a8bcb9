import { act, render, screen } from '@testing-library/react';
import { staffMessages } from '../../../texts';
import { lock, me, otherCorrector } from '../../../fixtures/staff-answers';
import { LockBanner } from './lock-banner';

const text = staffMessages.answer;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the lock banner', () => {
  it("shows the caller's own lock with the time left", () => {
    const mine = lock(me, true, 95);
    render(<LockBanner lock={mine} lockedUntil={mine.lockedUntil} onTakeOver={jest.fn()} />);
    expect(screen.getByText(text.lockMine)).toBeTruthy();
    expect(screen.getByText('Tid tilbage: 1:35')).toBeTruthy();
  });

  it("counts down another corrector's lock and takes the answer over once when it runs out", () => {
    const theirs = lock(otherCorrector, false, 3);
    const onTakeOver = jest.fn();
    render(<LockBanner lock={theirs} lockedUntil={theirs.lockedUntil} onTakeOver={onTakeOver} />);
    expect(screen.getByText('Ole Olsen retter denne besvarelse. Du kan kun se den.')).toBeTruthy();
    expect(screen.getByText('Tid tilbage: 0:03')).toBeTruthy();
    expect(screen.getByRole('button', { name: text.takeOver })).toBeTruthy();

    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('Tid tilbage: 0:02')).toBeTruthy();
    expect(onTakeOver).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(2_000));
    expect(onTakeOver).toHaveBeenCalledTimes(1);
    expect(screen.getByText(text.lockExpired)).toBeTruthy();
    act(() => jest.advanceTimersByTime(5_000));
    expect(onTakeOver).toHaveBeenCalledTimes(1);

    act(() => screen.getByRole('button', { name: text.takeOver }).click());
    expect(onTakeOver).toHaveBeenCalledTimes(2);
  });
});
