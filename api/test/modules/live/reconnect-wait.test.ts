import { MAX_RECONNECT_WAIT_MS, reconnectWaitMs } from '../../../src/modules/live/reconnect-wait';

describe('the wait a node asks of its pages before they reconnect', () => {
  it("keeps the situation's own wait while the node has few streams", () => {
    expect(reconnectWaitMs(1_000, 0)).toBe(1_000);
    expect(reconnectWaitMs(1_000, 800)).toBe(1_000);
    expect(reconnectWaitMs(3_000, 2_000)).toBe(3_000);
  });

  it('grows so that all its pages come back at no more than 1,000 a second, up to 10 s', () => {
    // Spread by the page between 0.5 and 1.5 times the wait: 3,000 pages over 3 s.
    expect(reconnectWaitMs(1_000, 3_000)).toBe(3_000);
    expect(reconnectWaitMs(2_000, 5_001)).toBe(5_001);
    expect(reconnectWaitMs(1_000, 20_000)).toBe(MAX_RECONNECT_WAIT_MS);
    expect(MAX_RECONNECT_WAIT_MS).toBe(10_000);
  });
});
