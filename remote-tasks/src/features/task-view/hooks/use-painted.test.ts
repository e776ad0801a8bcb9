import { act, renderHook } from '@testing-library/react';
import { usePainted } from './use-painted';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('usePainted', () => {
  it('is false through the frame that paints the first render, and true from the frame after it', () => {
    const { result } = renderHook(() => usePainted());
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersToNextFrame());
    expect(result.current).toBe(true);
  });
});
