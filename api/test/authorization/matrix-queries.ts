/** The matrix rows of every Query operation (namespace.field). */
import { asAdmin, memberPatrolToken } from './matrix-fixture';
import { admins, anyone, battleStaff, loggedIn, memberElseNotFound, patrolReaders, staffRole, type Row } from './matrix-rules';

const BUILD = 'query ($b: ID!) { results { buildByBattleID(battleID: $b) { id } } }';

export const queryRows: Record<string, Row> = {
  'battles.getBattle': { vars: ({ fx }) => ({ id: fx.battleID }), expect: anyone },
  'battles.getBattles': { vars: () => ({}), expect: admins },
  'battles.getBattlesOpenForRegistration': { vars: () => ({}), expect: anyone },
  'battles.getNextBattle': { vars: () => ({}), expect: anyone },
  'battles.getCurrentUserIsStaffMember': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: anyone },
  'battles.getStaffBattles': { vars: () => ({}), expect: staffRole },
  'battles.getMyOpenBattleTasks': { vars: () => ({}), expect: anyone },
  'battles.getMyOpenBattleTask': { vars: ({ fx }) => ({ battleTaskID: fx.taskID }), expect: memberElseNotFound },
  'battles.getBattleTask': { vars: ({ fx }) => ({ id: fx.taskID }), expect: anyone },

  'patrols.getPatrolsByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: anyone },
  'patrols.getPatrol': { vars: ({ fx }) => ({ id: fx.patrolID }), expect: patrolReaders },
  'patrols.getPatrolFromToken': { vars: async ({ fx }) => ({ token: await memberPatrolToken(fx) }), expect: anyone },
  'patrols.getPatrolAudit': { vars: ({ fx }) => ({ patrolID: fx.patrolID }), expect: admins },
  'patrols.getStaffOverviewByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: battleStaff },

  'blogPosts.getBlogPostsByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: anyone },

  'announcements.getInbox': { vars: () => ({}), expect: loggedIn },
  'announcements.getByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: battleStaff },

  'battleTasks.getOverviewByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: battleStaff },

  'battleTaskAnswers.get': { vars: ({ fx }) => ({ id: fx.taskAnswerID }), expect: battleStaff },
  'battleTaskAnswers.getByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: battleStaff },
  'battleTaskAnswers.getPageByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: battleStaff },
  'battleTaskAnswers.getNightByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: battleStaff },

  'patrolQuestions.getOpenByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: battleStaff },
  'patrolQuestions.getHandledByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: battleStaff },
  'patrolQuestions.getMineByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: anyone },
  'patrolQuestions.getMineByBattleTaskID': { vars: ({ fx }) => ({ battleTaskID: fx.taskID }), expect: anyone },
  'patrolQuestions.getForAllByBattleTaskID': { vars: ({ fx }) => ({ battleTaskID: fx.taskID }), expect: anyone },

  'results.getOverview': { vars: () => ({}), expect: anyone },
  'results.getByPath': { vars: ({ fx }) => ({ path: fx.resultPath }), expect: anyone },
  'results.getLatest': { vars: () => ({}), expect: anyone },
  'results.buildByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: battleStaff },
  'results.getByID': {
    vars: async ({ fx }) => ({
      id: (await asAdmin<{ results: { buildByBattleID: { id: string } } }>(fx.site, BUILD, { b: fx.battleID })).results.buildByBattleID.id,
    }),
    expect: battleStaff,
  },

  'remotes.getModules': { vars: () => ({}), expect: admins },
  'remotes.getHistory': { vars: () => ({ name: 'remote-staff', limit: 10 }), expect: admins },
  'remotes.getDeployTokens': { vars: () => ({}), expect: admins },
  'remotes.getDeployLock': { vars: () => ({}), expect: admins },

  'shop.getOrders': { vars: () => ({}), expect: admins },

  'settings.getPublic': { vars: () => ({}), expect: anyone },
  'settings.get': { vars: () => ({}), expect: admins },

  'users.getCurrent': { vars: () => ({}), expect: loggedIn },
  'users.searchUsers': { vars: () => ({ searchText: 'a' }), expect: admins },
  'users.getUser': { vars: ({ fx }) => ({ id: fx.member.id }), expect: admins },
};
