/** The staff's live view of a battle's night: battleTaskAnswers.getNightByBattleID (docs/staff-live-view.md). */
import type { Resolvers } from '../../generated/graphql';
import { toId } from '../../graphql/ids';
import type { NightService } from './night-service';

export function nightResolvers(night: NightService): Resolvers {
  return {
    BattleTaskAnswersQuery: {
      getNightByBattleID: async (_parent, { battleID }, { request }) => night.night(await request.requireCaller(), toId(battleID, 'battleID')),
    },
  };
}
