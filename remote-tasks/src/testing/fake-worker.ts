/** A stand-in for the browser's Worker: answers each message with the given reply (an Error is a crash). */
export class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(private readonly reply: (data: unknown) => unknown) {}
  postMessage(data: unknown): void {
    const answer = this.reply(data);
    setTimeout(() => (answer instanceof Error ? this.onerror?.() : this.onmessage?.({ data: answer } as MessageEvent)), 0);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** This stand-in as the Worker a factory returns. */
  asWorker(): Worker {
    return this as unknown as Worker;
  }
}
