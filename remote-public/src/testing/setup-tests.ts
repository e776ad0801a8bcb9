import { configure } from '@testing-library/react';

/**
 * What the shared jest preset's environment setup leaves out but antd's forms need in jsdom.
 *
 * Form.useWatch batches through a MessageChannel macrotask, which jsdom lacks. This one posts
 * through setTimeout, so it also follows jest's fake timers and holds no handle open.
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

class InertResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(window, { ResizeObserver: InertResizeObserver });

// The default 1 s for findBy/waitFor is too tight for antd forms on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// antd's table measures the scrollbar through a pseudo-element style, which jsdom does not
// implement (it logs an error and returns the element's style anyway); ask for that directly.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);
