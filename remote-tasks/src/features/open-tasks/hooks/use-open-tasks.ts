import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@usb/contracts/graphql-client';
import { GetMyOpenBattleTasksDocument, type GetMyOpenBattleTasksQuery } from '@usb/schema/graphql';
import { on } from '@usb/contracts/events';
import { timings } from '@usb/schema/domain';
import { isLoggedIn, sessionStore, useSession } from '@usb/contracts/session';

export type OpenTask = GetMyOpenBattleTasksQuery['battles']['getMyOpenBattleTasks'][number];

const byName = (a: OpenTask, b: OpenTask): number => a.name.localeCompare(b.name, 'da');

/**
 * The patrol's open tasks for the strip (docs/answers-and-windows.md): loaded when logged in,
 * refreshed 200 ms after the last participation or token change, polled every 30 s while the
 * page is visible (and at once when it becomes visible again), each refresh retried once.
 * Anonymous visitors make no requests: the api would only answer an empty list.
 */
export function useOpenTasks(): { tasks: OpenTask[]; refreshError: boolean; loaded: boolean } {
  const client = useApolloClient();
  const loggedIn = useSession(isLoggedIn);
  const [tasks, setTasks] = useState<OpenTask[]>([]);
  const [refreshError, setRefreshError] = useState(false);
  // False until the first refresh has answered (or failed twice): the strip's size is unknown until then.
  const [loaded, setLoaded] = useState(false);
  // Only the newest refresh may set the list: an older answer may belong to another login.
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const run = ++latest.current;
    if (!isLoggedIn(sessionStore.getState())) {
      setTasks([]);
      setRefreshError(false);
      setLoaded(true);
      return;
    }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const { data } = await client.query({ query: GetMyOpenBattleTasksDocument, fetchPolicy: 'network-only' });
        if (run !== latest.current) return;
        if (data) {
          setTasks([...data.battles.getMyOpenBattleTasks].sort(byName));
          setRefreshError(false);
          setLoaded(true);
          return;
        }
      } catch {
        if (run !== latest.current) return;
      }
    }
    setRefreshError(true);
    setLoaded(true);
  }, [client]);

  useEffect(() => {
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => void refresh(), timings.taskStripDebounce);
    };
    const stops = [on('participation-changed', soon), on('token-changed', soon)];
    return () => {
      clearTimeout(debounce);
      stops.forEach((stop) => stop());
    };
  }, [refresh]);

  useEffect(() => {
    void refresh();
    if (!loggedIn) return undefined;
    const poll = setInterval(() => {
      if (!document.hidden) void refresh();
    }, timings.openTaskPolling);
    const onVisible = () => {
      if (!document.hidden) void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(poll);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [loggedIn, refresh]);

  return { tasks, refreshError, loaded };
}
