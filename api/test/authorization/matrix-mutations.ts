/** The matrix rows of every Mutation operation (namespace.field). */
import { randomBytes } from 'node:crypto';
import { join as joinPath } from 'node:path';
import { battleDates } from '../support/battles';
import { writeRemoteBuild } from '../support/fixtures';
import { createQuestion, createTask, taskTimes } from '../support/tasks';
import {
  asAdmin,
  badgeOrder,
  freshAnswer,
  freshPatrol,
  freshPatrolQuestion,
  freshUnactivatedUser,
  freshUser,
  join,
  memberPatrolToken,
  type Fixture,
} from './matrix-fixture';
import { admins, anyone, battleStaff, correctors, loggedIn, owner, ownerOrAdmin, patrolMembers, type Call, type Row } from './matrix-rules';

const NEW_POST = 'mutation ($p: BlogPostInput!) { blogPosts { createBlogPost(blogPost: $p) { id } } }';
const BUILD = 'query ($b: ID!) { results { buildByBattleID(battleID: $b) { id } } }';
const LOCK = 'query ($id: ID!) { battleTaskAnswers { get(id: $id, acquireLock: true) { id } } }';

function taskFields(fx: Fixture) {
  const times = taskTimes(fx.site, -5);
  return {
    name: 'Opgave',
    battleID: fx.battleID,
    patrolCategories: [1],
    availableFrom: times.availableFrom,
    close: times.close,
    availableTo: times.availableTo,
  };
}

/** A task answer of its own, locked by the caller when the caller may correct it. */
async function lockedAnswer({ fx, actor }: Call): Promise<{ taskAnswerID: string; answerID: string }> {
  const fresh = await freshAnswer(fx);
  const token = fx.tokens[actor];
  if (correctors.includes(actor) && token) await fx.site.client.graphql(LOCK, { id: fresh.taskAnswerID }, token);
  return fresh;
}

async function newPost(fx: Fixture): Promise<string> {
  return (await asAdmin<{ blogPosts: { createBlogPost: { id: string } } }>(fx.site, NEW_POST, { p: { battleID: fx.battleID, title: 'Slettes' } })).blogPosts
    .createBlogPost.id;
}

const SEND = 'mutation ($a: AnnouncementInput!) { announcements { send(announcement: $a) { id } } }';

/** An announcement scheduled an hour ahead, for cancelling. */
async function waitingAnnouncement(fx: Fixture): Promise<string> {
  const sendAt = new Date(fx.site.clock.now().getTime() + 60 * 60 * 1000).toISOString();
  const sent = await asAdmin<{ announcements: { send: { id: string } } }>(fx.site, SEND, {
    a: { battleID: fx.battleID, text: 'Senere', audience: 'ALL', sendAt },
  });
  return sent.announcements.send.id;
}

async function builtResult(fx: Fixture): Promise<void> {
  await asAdmin(fx.site, BUILD, { b: fx.battleID });
}

async function userNameOf(fx: Fixture, userID: string): Promise<string> {
  const user = await fx.site.app.users.findById(Number(userID));
  if (!user) throw new Error(`no user ${userID}`);
  return user.userName;
}

const NEW_DEPLOY_TOKEN = 'mutation ($l: String!, $r: [String!]!) { remotes { createDeployToken(label: $l, remotes: $r) { deployToken { id } } } }';

/** Two fresh builds of remote-staff stored through the registry, the second active; answers the first version. */
async function storedVersions(fx: Fixture): Promise<string> {
  const workspace = joinPath(fx.site.storage.dataDir, 'matrix-builds', randomBytes(4).toString('hex'));
  const first = await fx.site.app.remotes.deploy('remote-staff', writeRemoteBuild(workspace, 'remote-staff', '1.0.0', `${workspace} 1`));
  await fx.site.app.remotes.deploy('remote-staff', writeRemoteBuild(workspace, 'remote-staff', '1.0.0', `${workspace} 2`));
  return first.version;
}

const DAY = 24 * 60 * 60 * 1000;
const SET_CANARY = 'mutation ($n: String!, $v: String!) { remotes { setCanary(name: $n, version: $v, percent: 10) { name } } }';

/** A canary of remote-staff (a stored, not active version), set by the admin. */
async function canary(fx: Fixture): Promise<void> {
  await asAdmin(fx.site, SET_CANARY, { n: 'remote-staff', v: await storedVersions(fx) });
}

async function newDeployToken(fx: Fixture): Promise<string> {
  const created = await asAdmin<{ remotes: { createDeployToken: { deployToken: { id: string } } } }>(fx.site, NEW_DEPLOY_TOKEN, {
    l: 'Matrix',
    r: ['remote-staff'],
  });
  return created.remotes.createDeployToken.deployToken.id;
}

export const mutationRows: Record<string, Row> = {
  'battles.createBattle': { vars: () => ({ name: 'Matrix' }), expect: admins },
  'battles.saveBattle': { vars: ({ fx }) => ({ id: fx.otherBattleID, name: 'USB Andet', ...battleDates(fx.site.clock.now()) }), expect: admins },
  'battles.cloneBattle': { vars: ({ fx }) => ({ battleID: fx.battleID, name: 'Kopi', start: fx.site.clock.now() }), expect: admins },
  'battles.setBattleFreeze': { vars: ({ fx }) => ({ battleID: fx.battleID, freezeAt: null }), expect: battleStaff },
  'battles.addBattleStaffMember': { vars: async ({ fx }) => ({ battleID: fx.otherBattleID, userID: (await freshUser(fx)).id }), expect: admins },
  'battles.removeBattleStaffMember': { vars: async ({ fx }) => ({ battleID: fx.otherBattleID, userID: (await freshUser(fx)).id }), expect: admins },
  'battles.createBattleTask': { vars: ({ fx }) => taskFields(fx), expect: admins },
  'battles.saveBattleTask': {
    vars: async ({ fx }) => ({ ...taskFields(fx), id: await createTask(fx.site, fx.site.adminToken, fx.battleID, taskTimes(fx.site, 60)) }),
    expect: admins,
  },
  'battles.deleteBattleTask': {
    vars: async ({ fx }) => ({ battleTaskID: await createTask(fx.site, fx.site.adminToken, fx.battleID, taskTimes(fx.site, 60)) }),
    expect: admins,
  },

  'patrols.savePatrol': { vars: ({ fx }) => ({ patrol: { id: fx.patrolID, name: 'Ulvene', corps: 8, category: 1 } }), expect: ownerOrAdmin },
  'patrols.addPatrolMember': {
    vars: async ({ fx }) => ({ patrolID: (await freshPatrol(fx, fx.battleID)).id, user: await userNameOf(fx, (await freshUser(fx)).id) }),
    expect: admins,
  },
  'patrols.movePatrolMember': {
    vars: async ({ fx }) => {
      const [from, to, mover] = [await freshPatrol(fx, fx.battleID), await freshPatrol(fx, fx.battleID), await freshUser(fx)];
      await join(fx, from.token, mover.token);
      return { patrolID: from.id, userID: mover.id, toPatrolID: to.id };
    },
    expect: admins,
  },
  'patrols.participateBattle': {
    vars: ({ fx, actor }) => ({ battleID: fx.participateBattleID, patrol: { name: `Tilmeldt af ${actor}`, corps: 1, category: 1 } }),
    expect: loggedIn,
  },
  'patrols.joinPatrol': { vars: async ({ fx }) => ({ token: (await freshPatrol(fx, fx.joinBattleID)).token }), expect: loggedIn },
  'patrols.removeMember': {
    vars: async ({ fx }) => {
      const joiner = await freshUser(fx);
      await join(fx, await memberPatrolToken(fx), joiner.token);
      return { patrolID: fx.patrolID, userID: joiner.id };
    },
    expect: ownerOrAdmin,
  },
  'patrols.renewInviteLink': { vars: ({ fx }) => ({ patrolID: fx.patrolID }), expect: owner },
  // Every caller is asked to leave a patrol that only the member has joined.
  'patrols.leavePatrol': {
    vars: async ({ fx, actor }) => {
      const patrol = await freshPatrol(fx, fx.leaveBattleID);
      if (actor === 'member') await join(fx, patrol.token, fx.member.token);
      return { patrolID: patrol.id };
    },
    expect: { anonymous: 'UNAUTHENTICATED', user: 'NOT_FOUND', member: 'ok', otherStaff: 'NOT_FOUND', staff: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'patrols.deletePatrol': { vars: async ({ fx }) => ({ patrolID: (await freshPatrol(fx, fx.battleID)).id }), expect: admins },

  'blogPosts.createBlogPost': { vars: ({ fx }) => ({ blogPost: { battleID: fx.battleID, title: 'Nyt' } }), expect: battleStaff },
  'blogPosts.saveBlogPost': { vars: ({ fx }) => ({ blogPost: { id: fx.blogPostID, title: 'Rettet' } }), expect: battleStaff },
  'blogPosts.deleteBlogPost': { vars: async ({ fx }) => ({ id: await newPost(fx) }), expect: battleStaff },

  'announcements.send': { vars: ({ fx }) => ({ announcement: { battleID: fx.battleID, text: 'Husk vand', audience: 'ALL' } }), expect: battleStaff },
  'announcements.cancel': { vars: async ({ fx }) => ({ id: await waitingAnnouncement(fx) }), expect: battleStaff },
  'announcements.markReceived': { vars: () => ({ ids: [] }), expect: loggedIn },
  'announcements.markRead': { vars: () => ({}), expect: loggedIn },

  'questions.createQuestion': { vars: ({ fx }) => ({ battleTaskID: fx.taskID, stringQuestion: { name: 'Ny' } }), expect: admins },
  'questions.saveQuestion': { vars: ({ fx }) => ({ battleTaskID: fx.taskID, stringQuestion: { id: fx.questionID, name: 'Spørgsmål' } }), expect: admins },
  'questions.deleteByID': {
    vars: async ({ fx }) => ({ questionID: await createQuestion(fx.site, fx.site.adminToken, fx.taskID, 'externalQuestion') }),
    expect: admins,
  },
  'questions.moveQuestion': { vars: ({ fx }) => ({ questionID: fx.questionID, position: 0 }), expect: admins },

  'answers.answerQuestion': { vars: ({ fx }) => ({ questionID: fx.questionID, stringAnswer: { answerText: 'Nyt svar' } }), expect: patrolMembers },
  'answers.correctAnswer': { vars: async (call) => ({ answerID: (await lockedAnswer(call)).answerID, points: 1 }), expect: battleStaff },
  'answers.correctAnswerOverridePoints': {
    vars: async (call) => ({ battleTaskAnswerID: (await lockedAnswer(call)).taskAnswerID, points: 1 }),
    expect: battleStaff,
  },
  'answers.renewLock': { vars: async (call) => ({ battleTaskAnswerID: (await lockedAnswer(call)).taskAnswerID }), expect: battleStaff },
  'answers.writeCorrectionNote': {
    vars: async (call) => ({ battleTaskAnswerID: (await lockedAnswer(call)).taskAnswerID, note: 'Flot!' }),
    expect: battleStaff,
  },
  'answers.setFeedbackRelease': { vars: ({ fx }) => ({ battleID: fx.battleID, release: 'TASK_CLOSED' }), expect: battleStaff },
  'answers.setNotePhrases': { vars: ({ fx }) => ({ battleID: fx.battleID, phrases: ['Flot klaret!'] }), expect: battleStaff },
  'answers.releaseLock': { vars: async (call) => ({ battleTaskAnswerID: (await lockedAnswer(call)).taskAnswerID }), expect: battleStaff },

  // Each call asks from a patrol of its own, so the patrol's limit of open questions is never in the way.
  'patrolQuestions.ask': { vars: ({ fx }) => ({ battleTaskID: fx.taskID, text: 'Må vi bruge en lommelygte?' }), expect: patrolMembers },
  'patrolQuestions.answer': {
    vars: async ({ fx }) => ({ patrolQuestionID: await freshPatrolQuestion(fx), text: 'Ja, gerne.', visibility: 'PATROL' }),
    expect: battleStaff,
  },
  'patrolQuestions.close': { vars: async ({ fx }) => ({ patrolQuestionID: await freshPatrolQuestion(fx) }), expect: battleStaff },

  'results.publishByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID, path: 'matrix-battle' }), expect: battleStaff },
  'results.unpublishByBattleID': {
    vars: async ({ fx }) => {
      await builtResult(fx);
      return { battleID: fx.battleID };
    },
    expect: battleStaff,
  },
  'results.deleteByBattleID': {
    vars: async ({ fx }) => {
      await builtResult(fx);
      return { battleID: fx.battleID };
    },
    expect: battleStaff,
  },

  'remotes.activate': { vars: async ({ fx }) => ({ name: 'remote-staff', version: await storedVersions(fx) }), expect: admins },
  'remotes.rollback': {
    vars: async ({ fx }) => {
      await storedVersions(fx);
      return { name: 'remote-staff' };
    },
    expect: admins,
  },
  'remotes.createDeployToken': { vars: () => ({ label: 'CI', remotes: ['remote-staff'] }), expect: admins },
  'remotes.revokeDeployToken': { vars: async ({ fx }) => ({ id: await newDeployToken(fx) }), expect: admins },
  'remotes.setCanary': { vars: async ({ fx }) => ({ name: 'remote-staff', version: await storedVersions(fx), percent: 10 }), expect: admins },
  'remotes.stopCanary': {
    vars: async ({ fx }) => {
      await canary(fx);
      return { name: 'remote-staff' };
    },
    expect: admins,
  },
  'remotes.createPreviewLink': { vars: async ({ fx }) => ({ name: 'remote-staff', version: await storedVersions(fx), hours: 2 }), expect: admins },
  // A lock in the days to come: it must not refuse the registry rows that run after it.
  'remotes.setDeployLock': {
    vars: ({ fx }) => {
      const now = fx.site.clock.now().getTime();
      return { from: new Date(now + DAY).toISOString(), until: new Date(now + 2 * DAY).toISOString(), reason: 'Matrix' };
    },
    expect: admins,
  },
  'remotes.clearDeployLock': { vars: () => ({}), expect: admins },

  'shop.order': { vars: () => ({ order: badgeOrder }), expect: anyone },
  'shop.setOrderStatus': { vars: ({ fx }) => ({ id: fx.orderID, status: 'PAID' }), expect: admins },

  'settings.save': {
    vars: () => ({
      settings: {
        contactEmail: 'kontakt@usb-spejder.dk',
        socialPageUrl: 'https://www.facebook.com/usbspejder',
        introVideoUrl: '',
        fallbackEventStart: '2025-11-13T17:30:00.000Z',
        fallbackRegistrationFrom: '2025-08-31T22:00:00.000Z',
        paymentDetails: '',
      },
    }),
    expect: admins,
  },

  // A wrong current password answers false: the call is allowed and changes nothing.
  'users.changePassword': { vars: () => ({ currentPassword: 'forkert-kodeord', newPassword: 'nyt-kodeord-1' }), expect: loggedIn },
  'users.addRole': { vars: async ({ fx }) => ({ userID: (await freshUser(fx)).id, roleID: 2 }), expect: admins },
  'users.removeRole': { vars: async ({ fx }) => ({ userID: (await freshUser(fx)).id, roleID: 2 }), expect: admins },
  'users.resendActivationMail': {
    vars: async ({ fx }) => {
      const userID = await freshUnactivatedUser(fx);
      // The sign-up mail has just gone out; a new one is allowed 10 s later.
      fx.site.clock.advance(11 * 1000);
      return { userID };
    },
    expect: admins,
  },
  'users.activateUser': { vars: async ({ fx }) => ({ userID: await freshUnactivatedUser(fx) }), expect: admins },
};
