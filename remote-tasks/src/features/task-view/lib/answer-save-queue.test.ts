import { messages } from '@usb/contracts/messages';
import { AnswerSaveQueue, draftKey, readDraft, type SaveStatus } from './answer-save-queue';
import { stringSaveErrors } from './save-error-texts';

interface Harness {
  queue: AnswerSaveQueue;
  sent: string[];
  statuses: SaveStatus[];
  errors: string[];
  replies: Array<() => Promise<string | null>>;
}

function setup(debounceMs = 600, savedText = ''): Harness {
  const harness: Harness = { sent: [], statuses: [], errors: [], replies: [], queue: undefined as unknown as AnswerSaveQueue };
  harness.queue = new AnswerSaveQueue({
    savedText,
    debounceMs,
    storageKey: draftKey('q1'),
    save: (text) => {
      harness.sent.push(text);
      const reply = harness.replies.shift();
      return reply ? reply() : Promise.resolve('a1');
    },
    onStatus: (status) => harness.statuses.push(status),
    onError: (message) => harness.errors.push(message),
    errorTexts: stringSaveErrors,
  });
  return harness;
}

const lastStatus = (h: Harness) => h.statuses[h.statuses.length - 1];

async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('AnswerSaveQueue', () => {
  it('saves a single line 600 ms after the last keystroke, with only the latest text', async () => {
    const h = setup(600);
    h.queue.change('H');
    await advance(300);
    h.queue.change('Hej');
    await advance(599);
    expect(h.sent).toEqual([]);
    expect(lastStatus(h)).toBe('saving');
    await advance(1);
    expect(h.sent).toEqual(['Hej']);
    expect(lastStatus(h)).toBe('saved');
    h.queue.dispose();
  });

  it('waits 1200 ms for a textarea', async () => {
    const h = setup(1200);
    h.queue.change('Lang tekst');
    await advance(1199);
    expect(h.sent).toEqual([]);
    await advance(1);
    expect(h.sent).toEqual(['Lang tekst']);
    h.queue.dispose();
  });

  it('does not save when the value is unchanged', async () => {
    const h = setup(600, 'Svar');
    h.queue.change('Svar');
    await advance(5000);
    h.queue.change('Svar!');
    h.queue.change('Svar');
    await advance(5000);
    expect(h.sent).toEqual([]);
    expect(lastStatus(h)).toBe('idle');
    h.queue.dispose();
  });

  it('keeps the latest text through a failed save, retries with backoff and then says Gemt', async () => {
    const h = setup(600);
    h.replies.push(() => Promise.reject(new TypeError('Failed to fetch')));
    h.replies.push(() => Promise.reject(new TypeError('Failed to fetch')));
    h.queue.change('Første');
    await advance(600);
    expect(h.sent).toEqual(['Første']);
    expect(lastStatus(h)).toBe('unsaved');
    expect(h.errors).toEqual([messages.task.saveRequestError]);
    expect(readDraft('q1')).toBe('Første');

    // Typed while offline: the retry carries the newest text.
    h.queue.change('Første og anden');
    expect(lastStatus(h)).toBe('unsaved');
    await advance(600);
    expect(h.sent).toEqual(['Første', 'Første og anden']);
    expect(h.errors).toHaveLength(1);

    // Backoff: 1 s after the first failure (replaced by the keystroke's save), 2 s after the second.
    await advance(1999);
    expect(h.sent).toHaveLength(2);
    await advance(1);
    expect(h.sent).toEqual(['Første', 'Første og anden', 'Første og anden']);
    expect(lastStatus(h)).toBe('saved');
    expect(readDraft('q1')).toBeNull();
    h.queue.dispose();
  });

  it("retries at once when the browser's online event fires", async () => {
    const h = setup(600);
    h.replies.push(() => Promise.reject(new TypeError('Failed to fetch')));
    h.queue.change('Offline');
    await advance(600);
    expect(lastStatus(h)).toBe('unsaved');
    window.dispatchEvent(new Event('online'));
    await advance(0);
    expect(h.sent).toEqual(['Offline', 'Offline']);
    expect(lastStatus(h)).toBe('saved');
    h.queue.dispose();
  });

  it('alerts when the answer comes back without an id and keeps trying', async () => {
    const h = setup(600);
    h.replies.push(() => Promise.resolve(null));
    h.queue.change('Svar');
    await advance(600);
    expect(h.errors).toEqual([messages.task.saveNoId]);
    expect(lastStatus(h)).toBe('unsaved');
    await advance(1000);
    expect(h.sent).toEqual(['Svar', 'Svar']);
    expect(lastStatus(h)).toBe('saved');
    h.queue.dispose();
  });

  it('does not retry by itself a refusal that cannot succeed, but a new keystroke tries again', async () => {
    const closed = new Error('closed');
    const h = setup(600);
    const queue = new AnswerSaveQueue({
      savedText: '',
      debounceMs: 600,
      storageKey: draftKey('q2'),
      save: (text) => {
        h.sent.push(text);
        return h.sent.length === 1 ? Promise.reject(closed) : Promise.resolve('a2');
      },
      isRetryable: (error) => error !== closed,
      onStatus: (status) => h.statuses.push(status),
      onError: (message) => h.errors.push(message),
      errorTexts: stringSaveErrors,
    });
    queue.change('Sent');
    await advance(600);
    await advance(60_000);
    expect(h.sent).toEqual(['Sent']);
    expect(readDraft('q2')).toBe('Sent');
    queue.change('Sent!');
    await advance(600);
    expect(h.sent).toEqual(['Sent', 'Sent!']);
    expect(lastStatus(h)).toBe('saved');
    queue.dispose();
    h.queue.dispose();
  });

  it('never sends a value it may not save (an emptied required text), but keeps it as the draft', async () => {
    const h = setup(600, 'Svar');
    const queue = new AnswerSaveQueue({
      savedText: 'Svar',
      debounceMs: 600,
      storageKey: draftKey('q3'),
      canSave: (text) => text.trim() !== '',
      save: (text) => {
        h.sent.push(text);
        return Promise.resolve('a3');
      },
      onStatus: (status) => h.statuses.push(status),
      onError: (message) => h.errors.push(message),
      errorTexts: stringSaveErrors,
    });
    queue.change('');
    await advance(5000);
    expect(h.sent).toEqual([]);
    expect(lastStatus(h)).toBe('idle');
    expect(readDraft('q3')).toBe('');
    queue.change('Nyt svar');
    await advance(600);
    expect(h.sent).toEqual(['Nyt svar']);
    queue.dispose();
    h.queue.dispose();
  });

  it('sends text typed during a save right after it, never two saves at once', async () => {
    const h = setup(600);
    let finish: (id: string) => void = () => undefined;
    h.replies.push(() => new Promise((resolve) => (finish = resolve)));
    h.queue.change('A');
    await advance(600);
    h.queue.change('AB');
    await advance(600);
    expect(h.sent).toEqual(['A']);
    finish('a1');
    await advance(0);
    expect(h.sent).toEqual(['A', 'AB']);
    expect(lastStatus(h)).toBe('saved');
    h.queue.dispose();
  });

  it('saves pending text once when disposed before the debounce ends', async () => {
    const h = setup(1200);
    h.queue.change('Farvel');
    h.queue.dispose();
    await advance(0);
    expect(h.sent).toEqual(['Farvel']);
    await advance(5000);
    expect(h.sent).toEqual(['Farvel']);
  });
});
