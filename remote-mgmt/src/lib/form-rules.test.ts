import { inOrder } from './form-rules';

describe('two times in order', () => {
  it('accepts equal times and a later second time', () => {
    expect(inOrder('2026-11-12T17:30:00.000Z', '2026-11-12T17:30:00.000Z')).toBe(true);
    expect(inOrder('2026-11-12T17:30:00.000Z', '2026-11-12T20:30:00.000Z')).toBe(true);
  });

  it('refuses a second time before the first, also across offsets', () => {
    expect(inOrder('2026-11-12T17:30:00.000Z', '2026-11-12T17:29:00.000Z')).toBe(false);
    expect(inOrder('2026-11-12T18:30:00+01:00', '2026-11-12T17:00:00.000Z')).toBe(false);
  });

  it('leaves an empty time to the required rule', () => {
    expect(inOrder(undefined, '2026-11-12T17:30:00.000Z')).toBe(true);
    expect(inOrder('2026-11-12T17:30:00.000Z', undefined)).toBe(true);
  });
});
