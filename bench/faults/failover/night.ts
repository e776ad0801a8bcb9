/**
 * The evening the failover test runs on: a battle with one task open now for Spejder, a text
 * question for every save a patrol will make (so each acknowledged save is a row of its own that
 * the test can look for afterwards), and patrols, each with an activated owner and a session.
 * Made through the services of one api app, which is quick and runs the same rules.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN } from '@usb/api/test/support/site';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export interface NightPatrol {
  id: number;
  token: string;
}

/** The task's fields as saveBattleTask takes them (all but the name). */
export interface NightTaskFields {
  battleID: string;
  patrolCategories: number[];
  availableFrom: string;
  close: string;
  availableTo: string;
}

export interface Night {
  taskId: number;
  taskFields: NightTaskFields;
  /** In the order a patrol answers them: save k answers question k. */
  questionIds: number[];
  patrols: NightPatrol[];
  adminToken: string;
}

export async function prepareNight(app: FastifyInstance, options: { patrols: number; questions: number }): Promise<Night> {
  const admin = await app.users.findByIdentifier(ADMIN.userName);
  if (!admin) throw new Error('the test admin is missing');
  const now = app.config.now();
  const battle = await app.battles.createBattle(admin, {
    name: 'USB Failover',
    start: new Date(now.getTime() + 14 * DAY),
    end: new Date(now.getTime() + 14 * DAY + 3 * 60 * MINUTE),
    registrationFrom: new Date(now.getTime() - DAY),
    registrationTo: new Date(now.getTime() + 13 * DAY),
  });
  const times = {
    availableFrom: new Date(now.getTime() - MINUTE),
    close: new Date(now.getTime() + 60 * MINUTE),
    availableTo: new Date(now.getTime() + 90 * MINUTE),
  };
  const task = await app.tasks.create(admin, { name: 'Opgave', battleID: String(battle.id), patrolCategories: [1], ...times });
  const taskFields: NightTaskFields = {
    battleID: String(battle.id),
    patrolCategories: [1],
    availableFrom: times.availableFrom.toISOString(),
    close: times.close.toISOString(),
    availableTo: times.availableTo.toISOString(),
  };
  const questionIds: number[] = [];
  for (let index = 0; index < options.questions; index += 1) {
    const question = await app.tasks.createQuestion(admin, task.id, { stringQuestion: { name: `Spørgsmål ${index + 1}`, text: '', textArea: false } });
    questionIds.push(question.id);
  }
  const patrols: NightPatrol[] = [];
  for (let index = 0; index < options.patrols; index += 1) {
    const owner = await app.users.ensureUser({
      userName: `vagt${index}`,
      email: `vagt${index}@example.dk`,
      firstName: 'Patrulje',
      lastName: `Ejer ${index}`,
      mobile: '12345678',
      password: 'hemmelig1',
      roles: [],
    });
    const patrol = await app.patrols.participate(owner, battle.id, { name: `Vagten ${index}`, corps: 8, category: 1 });
    patrols.push({ id: patrol.id, token: await app.sessions.create(owner.id) });
  }
  return { taskId: task.id, taskFields, questionIds, patrols, adminToken: await app.sessions.create(admin.id) };
}
