import { useEffect, useRef, useState } from 'react';
import { CombinedGraphQLErrors } from '@usb/contracts/graphql-client';
import { emit } from '@usb/contracts/events';
import { AnswerSaveQueue, draftKey, readDraft, type SaveStatus } from '../lib/answer-save-queue';
import type { SaveErrorTexts } from '../lib/save-error-texts';

/** Refusals a retry cannot change; a network error or a server failure is retried. */
const FINAL_CODES = new Set(['CLOSED', 'FORBIDDEN', 'UNAUTHENTICATED', 'BAD_USER_INPUT', 'NOT_FOUND']);

function isRetryable(error: unknown): boolean {
  return !(CombinedGraphQLErrors.is(error) && error.errors.some((item) => FINAL_CODES.has(String(item.extensions?.code))));
}

export interface AutosaveOptions {
  questionID: string;
  /** The value the server holds, serialised. */
  savedValue: string;
  debounceMs: number;
  readOnly: boolean;
  /** Whether a value may be sent (e.g. not empty); without it every value is sent. */
  canSave?: (value: string) => boolean;
  /** Sends a serialised value; resolves the answer id. */
  save: (value: string) => Promise<string | null | undefined>;
  /** The alerts of a failed save (the widget's own texts, lib/save-error-texts.ts). */
  errorTexts: SaveErrorTexts;
}

/**
 * A widget's value with the AnswerSaveQueue behind it: `change` updates the value at once and
 * saves it after the debounce. A value left unsaved by an earlier visit (reload, closed tab)
 * is restored from localStorage and saved again; read-only widgets neither restore nor save.
 */
export function useAutosave({ questionID, savedValue, debounceMs, readOnly, canSave, save, errorTexts }: AutosaveOptions) {
  const [value, setValue] = useState(() => (readOnly ? null : readDraft(questionID)) ?? savedValue);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const queue = useRef<AnswerSaveQueue | null>(null);
  // The latest save function without restarting the queue when its identity changes.
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    // Turning read-only (the task closed) keeps what is on screen; the queue's last try saves it.
    if (readOnly) return undefined;
    const current = new AnswerSaveQueue({
      savedText: savedValue,
      debounceMs,
      storageKey: draftKey(questionID),
      canSave,
      save: (text) => saveRef.current(text),
      isRetryable,
      onStatus: setStatus,
      onError: (message) => emit('alert', { type: 'error', message, dismissible: true }),
      errorTexts,
    });
    queue.current = current;
    const draft = readDraft(questionID);
    if (draft !== null && draft !== savedValue) {
      setValue(draft);
      current.change(draft);
      current.flush();
    }
    return () => {
      current.dispose();
      queue.current = null;
    };
    // savedValue is deliberately left out: it is the starting point only, and a later server
    // copy (a refetch of the task) must not reset what the patrol is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- savedValue, canSave and errorTexts only start the queue (see above)
  }, [questionID, debounceMs, readOnly]);

  const change = (next: string) => {
    if (readOnly) return;
    setValue(next);
    queue.current?.change(next);
  };

  return { value, status: readOnly ? ('idle' as const) : status, change };
}
