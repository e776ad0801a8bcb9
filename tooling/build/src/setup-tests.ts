import { configure } from '@testing-library/react';

// Loaded after jest's framework (setupFilesAfterEnv), so Testing Library registers its
// cleanup after each test. The default 1 s for findBy/waitFor is too tight for antd forms on
// a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

/**
 * Form.useWatch batches through a MessageChannel macrotask, which jsdom lacks. This one posts
 * through setTimeout, so it also follows jest's fake timers and holds no handle open. It is
 * installed only here, after the import above has loaded React DOM: React's scheduler picks
 * its timer when it loads, and must keep real timers, or a test on fake timers would hold
 * back every render until it moves the clock.
 */
class TimerMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  partner: TimerMessagePort | null = null;
  postMessage(data: unknown): void {
    setTimeout(() => this.partner?.onmessage?.({ data }), 0);
  }
  close(): void {
    this.onmessage = null;
  }
}

class TimerMessageChannel {
  readonly port1 = new TimerMessagePort();
  readonly port2 = new TimerMessagePort();
  constructor() {
    this.port1.partner = this.port2;
    this.port2.partner = this.port1;
  }
}
Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
