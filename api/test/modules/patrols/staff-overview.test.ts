import { newUser } from '../../support/accounts';
import { registerPatrol, tokenOf } from '../../support/battles';
import { useSite } from '../../support/site';
import { answeredTask, correct, expectStaffOnly, getAnswer, staffAudience, type StaffAudience } from '../../support/staff';
import { engines } from '../../support/storage';

const OVERVIEW = `query ($b: ID!) { patrols { getStaffOverviewByBattleID(battleID: $b) {
  id name corps category city groupName patrolSize answeredTasks correctedTasks members { id contactInfo { fullName email mobile } } } } }`;
const JOIN = 'mutation ($t: String!) { patrols { joinPatrol(token: $t) { id } } }';

interface StaffPatrolLine {
  name: string;
  category: number | null;
  city: string;
  answeredTasks: number;
  correctedTasks: number;
  members: { id: string; contactInfo: { fullName: string; email: string; mobile: string } }[];
}

describe.each(engines)("the staff's patrols overview (%s)", (engine) => {
  const site = useSite(engine, { battle: 'USB Patruljer' });
  let audience: StaffAudience;

  beforeAll(async () => {
    const [owner, member] = [await newUser(site), await newUser(site)];
    const patrol = await registerPatrol(site, owner, site.battleID, 'Agerhønsene', { category: 2, city: 'Ribe' });
    expect((await site.client.graphql(JOIN, { t: tokenOf(patrol.inviteLink) }, member.token)).errors).toBeUndefined();
    audience = await staffAudience(site, site.battleID, member.token);
  });

  const overview = (token: string | null) =>
    site.client.graphql<{ patrols: { getStaffOverviewByBattleID: StaffPatrolLine[] } }>(OVERVIEW, { b: site.battleID }, token);

  it("is for the battle's staff and admins only", async () => {
    await expectStaffOnly(audience, overview);
  });

  it("lists every patrol by category then name with its members' contact details and task counts", async () => {
    const first = await answeredTask(site, site.battleID, 2, 'Opgave A');
    const second = await answeredTask(site, site.battleID, 0, 'Opgave B');
    // The first patrol of task A answers task B too, and its task A is corrected.
    const [ulv] = first.deliveries;
    await site.app.answers.answerQuestion(ulv!.owner, Number(second.textQuestionID), { stringAnswer: { answerText: 'Også B' } });
    await getAnswer(site, audience.staff, ulv!.taskAnswerID, true);
    await correct(site, audience.staff, ulv!.textAnswerID, 2);

    const lines = (await overview(audience.admin)).data!.patrols.getStaffOverviewByBattleID;
    expect(lines.map(({ name, category, answeredTasks, correctedTasks }) => [name, category, answeredTasks, correctedTasks])).toEqual([
      ['Opgave A 0', 1, 2, 1],
      ['Opgave A 1', 1, 1, 0],
      ['Agerhønsene', 2, 0, 0],
    ]);
    const agerhoens = lines[2]!;
    expect(agerhoens.city).toBe('Ribe');
    expect(agerhoens.members).toHaveLength(2);
    expect(agerhoens.members[0]!.contactInfo).toMatchObject({ fullName: 'Anne Hansen', mobile: '12345678', email: expect.stringMatching(/@example\.dk$/) });
    expect(lines[0]!.members.map((member) => [member.id, member.contactInfo.fullName])).toEqual([[String(ulv!.owner.id), 'Patrulje Ejer 0']]);
  });
});
