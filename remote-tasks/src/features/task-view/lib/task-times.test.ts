import { formatTaskTime } from './task-times';

describe('formatTaskTime', () => {
  it('shows a task time in Danish time, winter and summer, whatever the machine says', () => {
    expect(formatTaskTime('2025-11-13T17:30:00.000Z', false)).toBe('18:30');
    expect(formatTaskTime('2025-11-13T17:30:00.000Z', true)).toBe('13. nov. 2025 kl. 18:30');
    expect(formatTaskTime('2026-06-30T22:05:00.000Z', true)).toBe('1. juli 2026 kl. 00:05');
  });
});
