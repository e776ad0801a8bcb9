/**
 * The event night: an admin, a battle running now, a task open now for both categories with a
 * single-line and a textarea question, made through the real services (as the demo seed does),
 * and per patrol an activated user who registered it and holds a session and an XSRF cookie.
 *
 * The patrols are written with a few set-based SQL inserts: tens of thousands of signups and
 * logins through the services would take minutes (each hashes a password). The rows are the ones
 * the services write (user, patrol, owner membership, session by token hash); every patrol user
 * carries the admin's password hash, since nobody logs in with it. The XSRF cookie is issued by
 * the api's own signer, as the first answer to a browser would set it. `VACUUM ANALYZE` ends it,
 * so the planner knows the tables (the bench machine's PostgreSQL runs without autovacuum).
 */
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/schema/domain';
import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '@usb/api/src/db/schema';
import { randomSecret, sha256 } from '@usb/api/src/plugins/tokens';
import { createXsrfTokens } from '@usb/api/src/plugins/xsrf-token';
import type { EventNightFixture } from './api-protocol';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const SESSION_DAYS = 30;
const PATROL_USER_PREFIX = 'bench-patrol-';

export async function seedEventNight(app: FastifyInstance, patrols: number): Promise<EventNightFixture> {
  const now = app.config.now();
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const admin = await app.users.ensureUser({
    userName: 'bench-admin',
    email: 'bench-admin@example.dk',
    firstName: 'Bench',
    lastName: 'Admin',
    mobile: '12345678',
    password: 'event-night',
    roles: [ROLE_ADMIN, ROLE_STAFF],
  });
  // Registration stays open until the end, as on a night where late patrols still sign up.
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
    // Spejder and OBG take turns among the patrols, so the strip's category filter does real work.
    patrolCategories: [1, 2],
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

  const db = app.db;
  const nowText = now.toISOString();
  await db.execute(sql`
    insert into users (user_name, email, first_name, last_name, mobile, password_hash, activated, created_at)
    select ${PATROL_USER_PREFIX} || g, ${PATROL_USER_PREFIX} || g || '@example.dk', 'Bench', 'Patrulje ' || g, '12345678',
      (select password_hash from users where id = ${admin.id}), true, ${nowText}::timestamptz
    from generate_series(1, ${patrols}) g`);
  await db.execute(sql`
    insert into patrols (battle_id, name, corps, category, city, group_name, patrol_size, invite_token, created_by, created_at)
    select ${battle.id}, 'Patrulje ' || substr(u.user_name, ${PATROL_USER_PREFIX.length + 1}), 8,
      1 + substr(u.user_name, ${PATROL_USER_PREFIX.length + 1})::int % 2, 'Aarhus', 'Bench Gruppe', 5,
      md5(${battle.id}::text || '-' || u.id), u.id, ${nowText}::timestamptz
    from users u where u.user_name like ${`${PATROL_USER_PREFIX}%`}`);
  await db.execute(sql`
    insert into patrol_members (patrol_id, battle_id, user_id, joined_at)
    select p.id, p.battle_id, p.created_by, p.created_at from patrols p where p.battle_id = ${battle.id}`);

  const ids = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.userName, `${PATROL_USER_PREFIX}%`))
      .orderBy(users.id)
  ).map((row) => row.id);
  const patrolTokens = ids.map(() => randomSecret(256));
  await db.execute(sql`
    insert into sessions (token_hash, user_id, created_at, expires_at)
    select s.token_hash, s.user_id, ${nowText}::timestamptz, ${nowText}::timestamptz + interval '${sql.raw(String(SESSION_DAYS))} days'
    from unnest(${`{${patrolTokens.map(sha256).join(',')}}`}::text[], ${`{${ids.join(',')}}`}::int[]) as s(token_hash, user_id)`);
  const xsrf = createXsrfTokens(db);
  const xsrfTokens = await Promise.all(ids.map(() => xsrf.issue()));
  await db.execute(sql`vacuum analyze`);
  return { taskId: String(task.id), questionIds: [String(singleLine.id), String(textArea.id)], patrolTokens, xsrfTokens };
}
