/**
 * The correctors' feedback to the patrols (docs/locks-and-correction.md, "The note to the
 * patrol"): a battle's setting for when its patrols see their points and notes, and the phrases
 * its staff keep for notes. Reading and changing them is for the battle's staff and admins; the
 * patrol's own reads ask `patrolSees` on every path.
 */
import type { AppConfig } from '../../config';
import type { FeedbackRelease } from '../../db/schema';
import type { BattlesService } from '../battles';
import type { BattleTaskRecord } from '../tasks';
import type { UserRecord } from '../users';
import { checkPhrases } from './feedback-input';
import type { FeedbackRepository, FeedbackSettings } from './feedback-repository';

/** Whether a battle's results are published right now; the results module tells (it comes after this one). */
export type PublicationCheck = (battleId: number) => Promise<boolean>;

export function createFeedbackService(deps: { repository: FeedbackRepository; battles: BattlesService; config: AppConfig }) {
  const { repository, battles, config } = deps;
  let published: PublicationCheck = () => Promise.resolve(false);

  async function requireStaffBattle(caller: UserRecord, battleId: number): Promise<void> {
    await battles.require(battleId);
    await battles.requireStaffOf(caller, battleId);
  }

  return {
    knowPublicationBy(check: PublicationCheck): void {
      published = check;
    },

    /** The battle's settings; null for anyone but its staff and admins. */
    async settingsOf(caller: UserRecord | null, battleId: number): Promise<FeedbackSettings | null> {
      if (!caller || !(await battles.isStaffOf(caller, battleId))) return null;
      return repository.find(battleId);
    },

    async setRelease(caller: UserRecord, battleId: number, release: FeedbackRelease): Promise<FeedbackSettings> {
      await requireStaffBattle(caller, battleId);
      return repository.setRelease(battleId, release);
    },

    async setPhrases(caller: UserRecord, battleId: number, phrases: readonly string[]): Promise<FeedbackSettings> {
      await requireStaffBattle(caller, battleId);
      return repository.setPhrases(battleId, checkPhrases(phrases));
    },

    /** Whether the task's patrols see their points and note now, by the battle's setting. */
    async patrolSees(task: BattleTaskRecord): Promise<boolean> {
      const { release } = await repository.find(task.battleId);
      switch (release) {
        case 'AT_ONCE':
          return true;
        case 'TASK_CLOSED':
          return config.now() > task.availableTo;
        case 'RESULTS_PUBLISHED':
          return published(task.battleId);
      }
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
