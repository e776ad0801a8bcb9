/** Starts a worker, or null where the browser cannot run it (the tests pass a stand-in). */
export type WorkerFactory = () => Worker | null;

/** What a worker of this folder answers when it fails: a crash, a timeout or its own error. */
export interface WorkerFailure {
  error: string;
}

/**
 * Posts one message to a worker and resolves with its one answer, or with a WorkerFailure when
 * the worker crashes or says nothing within timeoutMs (e.g. out of memory on a huge photo), so a
 * hung worker never blocks the upload. The caller ends the worker.
 */
export function askWorker<Answer>(worker: Worker, message: unknown, timeoutMs: number): Promise<Answer | WorkerFailure> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ error: 'timeout' }), timeoutMs);
    worker.onmessage = (event: MessageEvent<Answer>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.onerror = () => {
      clearTimeout(timer);
      resolve({ error: 'worker failed' });
    };
    worker.postMessage(message);
  });
}
