import { useQuery } from '@usb/contracts/graphql-client';
import { GetBattleDocument } from '@usb/schema/graphql';
import type { BattleTaskView } from './use-battle-task';

export interface SubjectPatrol {
  name: string;
  category: number | null;
}

/**
 * The patrol named in an email answer's subject. The task carries it once the patrol has
 * answered something; before that it comes from the battle: the caller's patrol there, with
 * its category from the battle's list of patrols. Asked only when the task has an email question.
 */
export function usePatrolForSubject(task: BattleTaskView, needed: boolean): SubjectPatrol | null {
  const fromAnswer = task.battleTaskAnswerCurrentUser?.patrol ?? null;
  const { data } = useQuery(GetBattleDocument, {
    variables: { id: task.battleID },
    skip: !needed || fromAnswer !== null,
    errorPolicy: 'all',
  });
  if (fromAnswer) return { name: fromAnswer.name, category: fromAnswer.category };
  const battle = data?.battles.getBattle;
  const own = battle?.patrolCurrentUser;
  if (!battle || !own) return null;
  return { name: own.name, category: battle.patrols.find((patrol) => patrol.id === own.id)?.category ?? null };
}
