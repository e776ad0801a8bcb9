import type { SaveErrorTexts } from './save-error-texts';

/**
 * The autosave of one text or multiple-choice answer (docs/answers-and-windows.md), written so
 * that no keystroke is lost on a phone with a poor connection:
 * - a save starts only when the text differs from what the server holds, after the debounce;
 * - one save at a time; text typed meanwhile is sent right after it;
 * - a failed save keeps the latest text, is retried with backoff and at once when the browser
 *   comes back online, and the status stays 'unsaved' until the server has it;
 * - the unsaved text is kept in localStorage, so a reload or a closed tab does not lose it.
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'unsaved';

export interface AnswerSaveQueueOptions {
  /** Text the server already holds. */
  savedText: string;
  debounceMs: number;
  /** Sends the text; resolves the answer id (none: not saved), rejects on a request error. */
  save: (text: string) => Promise<string | null | undefined>;
  /** Whether a value may be sent at all (a required text is not sent empty); without it every value is. */
  canSave?: (text: string) => boolean;
  /** Whether a failed request is worth retrying by itself (not e.g. a closed task). */
  isRetryable?: (error: unknown) => boolean;
  onStatus: (status: SaveStatus) => void;
  /** Shows an error once per run of failures, not on every retry. */
  onError: (message: string) => void;
  /** The texts onError gets, by how the save failed. */
  errorTexts: SaveErrorTexts;
  /** localStorage key of the unsaved text; see draftKey. */
  storageKey: string;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** The localStorage key of a question's unsaved text. */
export const draftKey = (questionID: string): string => `usb:answer-draft:${questionID}`;

/** The unsaved text of a question kept from an earlier visit, if any. */
export function readDraft(questionID: string): string | null {
  try {
    const stored = window.localStorage.getItem(draftKey(questionID));
    return stored === null ? null : (JSON.parse(stored) as { text: string }).text;
  } catch {
    return null;
  }
}

export class AnswerSaveQueue {
  private savedText: string;
  private latestText: string;
  private inFlight = false;
  private failing = false;
  private hasSaved = false;
  private attempt = 0;
  private disposed = false;
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly onOnline = () => {
    if (this.failing && !this.inFlight) this.flush();
  };

  constructor(private readonly options: AnswerSaveQueueOptions) {
    this.savedText = options.savedText;
    this.latestText = options.savedText;
    window.addEventListener('online', this.onOnline);
  }

  /** The user changed the text. */
  change(text: string): void {
    if (this.disposed) return;
    this.latestText = text;
    this.clearTimer('debounceTimer');
    if (text === this.savedText && !this.inFlight) {
      this.clearTimer('retryTimer');
      this.failing = false;
      this.attempt = 0;
      this.forgetDraft();
      this.status(this.hasSaved ? 'saved' : 'idle');
      return;
    }
    this.keepDraft(text);
    if (!this.sendable(text)) {
      this.clearTimer('retryTimer');
      this.status('idle');
      return;
    }
    this.status(this.failing ? 'unsaved' : 'saving');
    this.debounceTimer = setTimeout(() => this.flush(), this.options.debounceMs);
  }

  /** Saves the latest text now (e.g. a draft restored from an earlier visit). */
  flush(): void {
    this.clearTimer('debounceTimer');
    this.clearTimer('retryTimer');
    if (this.inFlight) return;
    if (this.latestText === this.savedText) {
      this.forgetDraft();
      if (this.failing || this.hasSaved) this.status('saved');
      this.failing = false;
      return;
    }
    if (this.sendable(this.latestText)) void this.send(this.latestText);
  }

  /** The widget goes away: stop the timers and listener, but still try once to save pending text. */
  dispose(): void {
    if (this.disposed) return;
    const pending = this.latestText !== this.savedText && !this.inFlight && this.sendable(this.latestText);
    this.clearTimer('debounceTimer');
    this.clearTimer('retryTimer');
    window.removeEventListener('online', this.onOnline);
    if (pending) void this.send(this.latestText);
    this.disposed = true;
  }

  private async send(text: string): Promise<void> {
    this.inFlight = true;
    if (!this.failing) this.status('saving');
    let id: string | null | undefined;
    try {
      id = await this.options.save(text);
    } catch (error) {
      this.inFlight = false;
      const retryable = this.options.isRetryable?.(error) ?? true;
      this.fail(this.options.errorTexts.requestFailed, retryable);
      return;
    }
    this.inFlight = false;
    if (!id) {
      this.fail(this.options.errorTexts.noId, true);
      return;
    }
    this.savedText = text;
    this.hasSaved = true;
    this.failing = false;
    this.attempt = 0;
    if (this.disposed) return;
    // Text typed while this save was under way goes next (after its own debounce if one runs).
    if (this.latestText !== text) {
      if (!this.debounceTimer) this.flush();
      return;
    }
    this.forgetDraft();
    this.status('saved');
  }

  private fail(message: string, retryable: boolean): void {
    if (!this.failing) this.options.onError(message);
    this.failing = true;
    if (this.disposed) return;
    this.status('unsaved');
    if (!retryable || this.debounceTimer) return;
    const delay = Math.min(FIRST_RETRY_MS * 2 ** this.attempt, MAX_RETRY_MS);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.flush(), delay);
  }

  private sendable(text: string): boolean {
    return this.options.canSave?.(text) ?? true;
  }

  private status(status: SaveStatus): void {
    if (!this.disposed) this.options.onStatus(status);
  }

  private clearTimer(name: 'debounceTimer' | 'retryTimer'): void {
    const timer = this[name];
    if (timer) clearTimeout(timer);
    this[name] = null;
  }

  private keepDraft(text: string): void {
    try {
      window.localStorage.setItem(this.options.storageKey, JSON.stringify({ text }));
    } catch {
      // Storage full or blocked (private mode): the queue still holds the text in memory.
    }
  }

  private forgetDraft(): void {
    try {
      window.localStorage.removeItem(this.options.storageKey);
    } catch {
      // Nothing kept, nothing to remove.
    }
  }
}
