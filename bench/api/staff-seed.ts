/**
 * The staff bench's data, written with a few set-based SQL inserts (tens of thousands of rows in
 * seconds; the services would take minutes): per battle its tasks (a text and a multiple-choice
 * question each), its patrols, and every patrol's answers to every task, half of the texts
 * corrected, some answers late, and every tenth task answer under a colleague's live lock. The
 * users and battles themselves go through the services. VACUUM ANALYZE ends it, so the planner
 * knows the tables (autovacuum may be off, as on the bench machine's PostgreSQL).
 */
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/schema/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRecord } from '@usb/api/src/modules/users';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const PASSWORD = 'staff-bench';

export interface BattleShape {
  name: string;
  patrols: number;
  tasks: number;
}

export interface StaffFixture {
  /** The session token of a staff member of both battles (StaffRole, added to them). */
  staffToken: string;
  battleIds: Record<string, number>;
  /** A task of each battle, for the filtered queue page. */
  firstTaskIds: Record<string, number>;
}

function person(userName: string, roles: number[]) {
  return { userName, email: `${userName}@example.dk`, firstName: 'Bench', lastName: userName, mobile: '12345678', password: PASSWORD, roles };
}

async function seedBattle(
  app: FastifyInstance,
  admin: UserRecord,
  owner: UserRecord,
  colleague: UserRecord,
  shape: BattleShape,
): Promise<{ battleId: number; firstTaskId: number }> {
  const now = app.config.now();
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const battle = await app.battles.createBattle(admin, {
    name: shape.name,
    start: at(-2 * 60 * MINUTE_MS),
    end: at(60 * MINUTE_MS),
    registrationFrom: at(-30 * DAY_MS),
    registrationTo: at(-DAY_MS),
  });
  const db = app.db;
  // Tasks open a minute apart; each closes an hour after it opens, with 30 minutes of late delivery.
  await db.execute(sql`
    insert into battle_tasks (battle_id, name, description, patrol_categories, available_from, close, available_to)
    select ${battle.id}, 'Opgave ' || lpad(g::text, 2, '0'), '<p>Bench</p>', '{1,2}',
      ${at(-2 * 60 * MINUTE_MS)}::timestamptz + g * interval '1 minute',
      ${at(-60 * MINUTE_MS)}::timestamptz + g * interval '1 minute',
      ${at(-30 * MINUTE_MS)}::timestamptz + g * interval '1 minute'
    from generate_series(1, ${shape.tasks}) g`);
  await db.execute(sql`
    insert into questions (battle_task_id, name, text, settings, position)
    select t.id, q.name, '', q.settings::jsonb, q.position
    from battle_tasks t
    cross join (values
      ('Hvad så I?', '{"kind":"string","textArea":false}', 0),
      ('Hvor mange?', '{"kind":"multipleChoice","multipleAnswers":false,"options":[{"text":"En","value":0},{"text":"To","value":2}]}', 1)
    ) as q(name, settings, position)
    where t.battle_id = ${battle.id}`);
  await db.execute(sql`
    insert into patrols (battle_id, name, corps, category, city, group_name, patrol_size, invite_token, created_by, created_at)
    select ${battle.id}, 'Patrulje ' || lpad(g::text, 4, '0'), g % 15, 1 + g % 2, 'Aarhus', 'Bench Gruppe', 5,
      md5(${battle.id}::text || '-' || g), ${owner.id}, ${now}::timestamptz
    from generate_series(1, ${shape.patrols}) g`);
  await db.execute(sql`
    insert into battle_task_answers (battle_task_id, patrol_id, created_at)
    select t.id, p.id, ${now}::timestamptz
    from battle_tasks t join patrols p on p.battle_id = t.battle_id
    where t.battle_id = ${battle.id}`);
  // Saved over the task's hour and a bit after close (late); every other text of every task has points.
  await db.execute(sql`
    insert into answers (battle_task_answer_id, question_id, answer_received, points, answer_text, chosen_options)
    select a.id, q.id,
      t.available_from + ((a.patrol_id * 7919 + a.battle_task_id * 104729) % 3900) * interval '1 second',
      case when q.position = 1 then 2 * (a.patrol_id % 2) when (a.patrol_id + a.battle_task_id) % 2 = 0 then a.patrol_id % 7 end,
      case when q.position = 0 then 'Et svar fra patruljen' end,
      case when q.position = 1 then array[a.patrol_id % 2] end
    from battle_task_answers a
    join battle_tasks t on t.id = a.battle_task_id
    join questions q on q.battle_task_id = t.id
    where t.battle_id = ${battle.id}`);
  await db.execute(sql`
    update battle_task_answers a set locked_by = ${colleague.id}, locked_until = ${at(2 * MINUTE_MS)}::timestamptz
    from battle_tasks t
    where t.id = a.battle_task_id and t.battle_id = ${battle.id} and (3 * a.patrol_id + a.battle_task_id) % 10 = 0`);
  await app.battles.addStaffMember(admin, battle.id, colleague.id);
  const [first] = await app.tasks.overview(admin, battle.id);
  if (!first) throw new Error(`${shape.name} has no tasks`);
  return { battleId: battle.id, firstTaskId: first.id };
}

export async function seedStaffBench(app: FastifyInstance, battles: BattleShape[]): Promise<StaffFixture> {
  const admin = await app.users.ensureUser(person('bench-admin', [ROLE_ADMIN, ROLE_STAFF]));
  const owner = await app.users.ensureUser(person('bench-owner', []));
  const staff = await app.users.ensureUser(person('bench-staff', [ROLE_STAFF]));
  const colleague = await app.users.ensureUser(person('bench-colleague', [ROLE_STAFF]));
  const fixture: StaffFixture = { staffToken: await app.sessions.create(staff.id), battleIds: {}, firstTaskIds: {} };
  for (const shape of battles) {
    const { battleId, firstTaskId } = await seedBattle(app, admin, owner, colleague, shape);
    await app.battles.addStaffMember(admin, battleId, staff.id);
    fixture.battleIds[shape.name] = battleId;
    fixture.firstTaskIds[shape.name] = firstTaskId;
  }
  await app.db.execute(sql`vacuum analyze`);
  return fixture;
}
