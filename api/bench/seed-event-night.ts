/**
 * The event night, made through the real services (as the demo seed does), so every row passes
 * the same checks as on the site: an admin, a battle running now, a task open now for both
 * categories with a single-line and a textarea question, and per patrol an activated user who
 * registered it and holds a session.
 */
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/contracts/domain';
import type { FastifyInstance } from 'fastify';
import type { EventNightFixture } from './api-protocol';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const PASSWORD = 'event-night';
/** Spejder and OBG take turns, so the strip's category filter does real work. */
const CATEGORIES = [1, 2];

function contact(userName: string) {
  return { userName, email: `${userName}@example.dk`, firstName: 'Bench', lastName: userName, mobile: '12345678', password: PASSWORD };
}

export async function seedEventNight(app: FastifyInstance, patrols: number): Promise<EventNightFixture> {
  const now = app.config.now().getTime();
  const at = (offsetMs: number) => new Date(now + offsetMs);
  const admin = await app.users.ensureUser({ ...contact('bench-admin'), roles: [ROLE_ADMIN, ROLE_STAFF] });
  // Registration stays open until the end, so the patrols below can still register.
  const battle = await app.battles.createBattle(admin, {
    name: 'Event night',
    start: at(-30 * MINUTE_MS),
    end: at(150 * MINUTE_MS),
    registrationFrom: at(-14 * DAY_MS),
    registrationTo: at(150 * MINUTE_MS),
  });
  const task = await app.tasks.create(admin, {
    name: 'Post 3: Søen',
    battleID: String(battle.id),
    description: '<p>Find posten ved søen og svar på spørgsmålene.</p>',
    patrolCategories: CATEGORIES,
    availableFrom: at(-10 * MINUTE_MS),
    close: at(50 * MINUTE_MS),
    availableTo: at(80 * MINUTE_MS),
    displayDate: true,
  });
  const singleLine = await app.tasks.createQuestion(admin, task.id, {
    stringQuestion: { name: 'Hvad står der på skiltet?', text: '<p>Skriv teksten af.</p>', textArea: false },
  });
  const textArea = await app.tasks.createQuestion(admin, task.id, {
    stringQuestion: { name: 'Fortæl om jeres rute', text: '<p>Et par linjer om vejen hertil.</p>', textArea: true },
  });

  const patrolTokens: string[] = [];
  for (let index = 0; index < patrols; index += 1) {
    const user = await app.users.ensureUser({ ...contact(`bench-patrol-${index + 1}`), roles: [] });
    await app.patrols.participate(user, battle.id, {
      name: `Patrulje ${index + 1}`,
      corps: 8,
      category: CATEGORIES[index % CATEGORIES.length],
      city: 'Aarhus',
      groupName: 'Bench Gruppe',
      patrolSize: 5,
    });
    patrolTokens.push(await app.sessions.create(user.id));
  }
  return { taskId: String(task.id), questionIds: [String(singleLine.id), String(textArea.id)], patrolTokens };
}
