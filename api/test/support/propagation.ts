/**
 * How the caching tests wait for a change made through one api process to reach another's
 * caches (docs/caching.md): every change must arrive within PROPAGATION_MS.
 */

/** Every change must reach the other api process's caches within a second. */
export const PROPAGATION_MS = 1000;

/** Asks until `done` holds, for at most PROPAGATION_MS; answers the last answer so the test can show it. */
export async function within<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + PROPAGATION_MS;
  let answer = await ask();
  while (!done(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await ask();
  }
  return answer;
}
