import { useCallback, useState } from 'react';
import { claimFirstLoadQuery, useQuery } from '@usb/contracts/graphql-client';
import { GetBattleTaskDocument, type BattleTaskViewFragment } from '@usb/schema/graphql';

export type BattleTaskView = BattleTaskViewFragment;
export type TaskQuestion = BattleTaskView['questions'][number];
export type TaskAnswer = NonNullable<BattleTaskView['battleTaskAnswerCurrentUser']>['answers'][number];

/**
 * Battles.getBattleTask with its questions and the patrol's answers. cache-and-network: a task
 * opened again from the strip shows at once and is then brought up to date. On the page's first
 * load the shell has already asked for it (a first-load query): that answer is read
 * 'cache-first', from the cache or joined to the request on its way, not asked for twice. The
 * task view mounts this afresh for each task id.
 */
export function useBattleTask(id: string) {
  const [firstLoad] = useState(() => claimFirstLoadQuery(GetBattleTaskDocument, { id }));
  const { data, loading, refetch } = useQuery(GetBattleTaskDocument, {
    variables: { id },
    fetchPolicy: firstLoad ? 'cache-first' : 'cache-and-network',
  });
  // One function for the page's lifetime: the load error listens for 'online' with it.
  const reload = useCallback(() => {
    refetch().then(
      () => undefined,
      () => undefined,
    );
  }, [refetch]);
  return { task: data?.battles.getBattleTask ?? null, loading, reload };
}
