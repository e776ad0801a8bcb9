import { act, renderHook } from '@testing-library/react';
import { useAnswerLock, type AnswerLockOptions } from './use-answer-lock';

const renew = jest.fn<Promise<string | null>, [string]>();
const release = jest.fn<void, [string]>();
jest.mock('../api/use-renew-lock', () => ({ useRenewLock: () => renew }));
jest.mock('../api/use-release-lock', () => ({ useReleaseLock: () => release }));

const loadedUntil = '2026-11-13T19:02:00.000Z';

function renderLock(options: Partial<AnswerLockOptions> = {}) {
  const onLost = jest.fn();
  const props: AnswerLockOptions = { battleTaskAnswerID: 'ta1', held: true, lockedUntil: loadedUntil, onLost, ...options };
  return { onLost, ...renderHook((current: AnswerLockOptions) => useAnswerLock(current), { initialProps: props }) };
}

beforeEach(() => {
  jest.useFakeTimers();
  renew.mockResolvedValue('2026-11-13T19:03:00.000Z');
});
afterEach(() => jest.useRealTimers());

describe('the lock of an open answer', () => {
  it('is renewed every 60 s while open, and shows the renewed end', async () => {
    const { result } = renderLock();
    await act(async () => jest.advanceTimersByTimeAsync(59_999));
    expect(renew).not.toHaveBeenCalled();
    expect(result.current).toBe(loadedUntil);
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(renew).toHaveBeenCalledWith('ta1');
    expect(result.current).toBe('2026-11-13T19:03:00.000Z');
    await act(async () => jest.advanceTimersByTimeAsync(60_000));
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('is released when the answer is left, and no longer renewed', async () => {
    const { unmount } = renderLock();
    unmount();
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(release).toHaveBeenCalledWith('ta1');
    await act(async () => jest.advanceTimersByTimeAsync(120_000));
    expect(renew).not.toHaveBeenCalled();
  });

  it('is released when the page is hidden (tab closed or navigated away)', () => {
    renderLock();
    window.dispatchEvent(new Event('pagehide'));
    expect(release).toHaveBeenCalledWith('ta1');
  });

  it('is kept through a reload of the same answer (a new lock end)', async () => {
    const { rerender, onLost } = renderLock();
    rerender({ battleTaskAnswerID: 'ta1', held: true, lockedUntil: '2026-11-13T19:05:00.000Z', onLost });
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(release).not.toHaveBeenCalled();
  });

  it('reports a refused renewal as a lost lock', async () => {
    renew.mockRejectedValue(new Error('CONFLICT'));
    const { onLost } = renderLock();
    await act(async () => jest.advanceTimersByTimeAsync(60_000));
    expect(onLost).toHaveBeenCalledTimes(1);
  });

  it("is neither renewed nor released when it is someone else's", async () => {
    const { unmount } = renderLock({ held: false });
    await act(async () => jest.advanceTimersByTimeAsync(60_000));
    unmount();
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(renew).not.toHaveBeenCalled();
    expect(release).not.toHaveBeenCalled();
  });
});
