/**
 * The callers and records of the authorization matrix, made once per site through the real api:
 * a plain user, a patrol member (the owner of a patrol of the battle), staff of another battle,
 * staff of the battle, the admin, and the tasks, answers, posts, orders and results the
 * operations name. The helpers below make fresh records for the calls that use one up.
 */
import { newStaffMember, newUser, signup, type Actor } from '../support/accounts';
import type { GraphqlAnswer } from '../support/api-client';
import { createBattle, registerPatrol, tokenOf } from '../support/battles';
import type { Site } from '../support/site';
import { answerQuestion, createQuestion, createTask, getBattleTask, taskTimes } from '../support/tasks';

export const ACTORS = ['anonymous', 'user', 'member', 'otherStaff', 'staff', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

export interface Fixture {
  site: Site & { battleID: string };
  tokens: Record<ActorName, string | null>;
  member: Actor;
  /** The battle everything is about (registration open), and the other battle's id. */
  battleID: string;
  otherBattleID: string;
  /** Battles with open registration where callers sign up or join without clashing with their patrol in battleID. */
  participateBattleID: string;
  joinBattleID: string;
  leaveBattleID: string;
  patrolID: string;
  /** An open task for category 1 with a text question, answered by the member's patrol. */
  taskID: string;
  questionID: string;
  taskAnswerID: string;
  blogPostID: string;
  orderID: string;
  /** A published result, of a battle of its own. */
  resultID: string;
  resultPath: string;
}

/** Runs one GraphQL call as the admin and answers its data, failing the set-up on any error. */
export async function asAdmin<T>(site: Site, query: string, variables: Record<string, unknown>): Promise<T> {
  const answer: GraphqlAnswer<T> = await site.client.graphql<T>(query, variables, site.adminToken);
  if (!answer.data || answer.errors) throw new Error(`set-up call failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const NEW_POST = 'mutation ($p: BlogPostInput!) { blogPosts { createBlogPost(blogPost: $p) { id } } }';
const ORDER = 'mutation ($o: BadgeOrderInput!) { shop { order(order: $o) } }';
const ORDERS = '{ shop { getOrders(limit: 1) { id } } }';
const PUBLISH = 'mutation ($b: ID!, $p: String) { results { publishByBattleID(battleID: $b, path: $p) { id path } } }';
const INVITE = 'query ($id: ID!) { patrols { getPatrol(id: $id) { inviteLink } } }';
const JOIN = 'mutation ($t: String!) { patrols { joinPatrol(token: $t) { id } } }';

export const badgeOrder = {
  contactInfo: { firstName: 'Mette', lastName: 'Hansen', email: 'mette@example.dk', mobile: '12345678' },
  address: { streetName: 'Skovvej', streetNumber: '1', postalCode: '5000', postalCity: 'Odense C' },
  orderLines: [{ id: 'maerke1', name: 'Mærke 1', quantity: 1 }],
};

export async function createFixture(site: Site & { battleID: string }): Promise<Fixture> {
  const [otherBattleID, participateBattleID, joinBattleID, leaveBattleID, resultBattleID] = [
    await createBattle(site, site.adminToken, 'USB Andet'),
    await createBattle(site, site.adminToken, 'USB Tilmelding'),
    await createBattle(site, site.adminToken, 'USB Invitation'),
    await createBattle(site, site.adminToken, 'USB Udmelding'),
    await createBattle(site, site.adminToken, 'USB Resultat'),
  ];
  const [user, member] = [await newUser(site, { prefix: 'bruger' }), await newUser(site, { prefix: 'medlem' })];
  const [otherStaff, staff] = [await newStaffMember(site, otherBattleID), await newStaffMember(site, site.battleID)];
  const patrol = await registerPatrol(site, member, site.battleID, 'Ulvene', { category: 1 });
  const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site, -5));
  const questionID = await createQuestion(site, site.adminToken, taskID, 'stringQuestion');
  await answerQuestion(site, member.token, questionID, { stringAnswer: { answerText: 'Svar' } });
  const taskAnswerID = (await getBattleTask(site, member.token, taskID)).data?.battles.getBattleTask.battleTaskAnswerCurrentUser?.id ?? '';
  const post = await asAdmin<{ blogPosts: { createBlogPost: { id: string } } }>(site, NEW_POST, { p: { battleID: site.battleID, title: 'Nyhed' } });
  await site.client.graphql(ORDER, { o: badgeOrder });
  const orders = await asAdmin<{ shop: { getOrders: { id: string }[] } }>(site, ORDERS, {});
  const result = await asAdmin<{ results: { publishByBattleID: { id: string; path: string } } }>(site, PUBLISH, { b: resultBattleID, p: 'matrix-resultat' });
  return {
    site,
    tokens: { anonymous: null, user: user.token, member: member.token, otherStaff: otherStaff.token, staff: staff.token, admin: site.adminToken },
    member,
    battleID: site.battleID,
    otherBattleID,
    participateBattleID,
    joinBattleID,
    leaveBattleID,
    patrolID: patrol.id,
    taskID,
    questionID,
    taskAnswerID,
    blogPostID: post.blogPosts.createBlogPost.id,
    orderID: orders.shop.getOrders[0]?.id ?? '',
    resultID: result.results.publishByBattleID.id,
    resultPath: result.results.publishByBattleID.path,
  };
}

/** A patrol of its own (new owner) in the battle; answers its id and invite token. */
export async function freshPatrol(fx: Fixture, battleID: string): Promise<{ id: string; token: string }> {
  const owner = await newUser(fx.site, { prefix: 'ejer' });
  const patrol = await registerPatrol(fx.site, owner, battleID, `Patrulje ${owner.id}`);
  return { id: patrol.id, token: tokenOf(patrol.inviteLink) };
}

/** Has the caller with this token join the patrol of the invite token. */
export async function join(fx: Fixture, token: string, actorToken: string): Promise<void> {
  const answer = await fx.site.client.graphql(JOIN, { t: token }, actorToken);
  if (answer.errors) throw new Error(`join failed: ${JSON.stringify(answer.errors)}`);
}

/** The member's patrol's current invite token (renewInviteLink changes it). */
export async function memberPatrolToken(fx: Fixture): Promise<string> {
  const answer = await fx.site.client.graphql<{ patrols: { getPatrol: { inviteLink: string | null } } }>(INVITE, { id: fx.patrolID }, fx.member.token);
  return tokenOf(answer.data?.patrols.getPatrol.inviteLink ?? null);
}

/** A new activated user, e.g. one to remove from a patrol or give a role. */
export const freshUser = (fx: Fixture) => newUser(fx.site, { prefix: 'ny' });

/** A new user who has not activated their account. */
export async function freshUnactivatedUser(fx: Fixture): Promise<string> {
  return (await signup(fx.site.client, 'uaktiv')).user.id;
}

/** A task of its own with one question the member's patrol answered: its task answer and answer ids. */
export async function freshAnswer(fx: Fixture): Promise<{ taskAnswerID: string; answerID: string }> {
  const taskID = await createTask(fx.site, fx.site.adminToken, fx.battleID, taskTimes(fx.site, -5));
  const questionID = await createQuestion(fx.site, fx.site.adminToken, taskID, 'stringQuestion');
  const receipt = await answerQuestion(fx.site, fx.member.token, questionID, { stringAnswer: { answerText: 'Svar' } });
  const view = await getBattleTask(fx.site, fx.member.token, taskID);
  return { taskAnswerID: view.data?.battles.getBattleTask.battleTaskAnswerCurrentUser?.id ?? '', answerID: receipt.data?.answers.answerQuestion.id ?? '' };
}

const ASK = 'mutation ($t: ID!, $q: String!) { patrolQuestions { ask(battleTaskID: $t, text: $q) { id } } }';

/** An open question about the fixture's task, asked by a patrol of its own: its id. */
export async function freshPatrolQuestion(fx: Fixture): Promise<string> {
  const owner = await newUser(fx.site, { prefix: 'spoerger' });
  await registerPatrol(fx.site, owner, fx.battleID, `Spørgere ${owner.id}`);
  const answer = await fx.site.client.graphql<{ patrolQuestions: { ask: { id: string } } }>(ASK, { t: fx.taskID, q: 'Hvor langt skal vi gå?' }, owner.token);
  if (!answer.data) throw new Error(`ask failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.patrolQuestions.ask.id;
}
