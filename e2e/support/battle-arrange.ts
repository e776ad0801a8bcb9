import { apiSession } from './api';
import { e2eSite } from './site';

const CREATE = `mutation ($name: String, $start: DateTime, $end: DateTime, $registrationFrom: DateTime, $registrationTo: DateTime) {
  battles { createBattle(name: $name, start: $start, end: $end, registrationFrom: $registrationFrom, registrationTo: $registrationTo) { id } } }`;
const SAVE = `mutation ($id: ID, $name: String, $start: DateTime, $end: DateTime, $registrationFrom: DateTime, $registrationTo: DateTime) {
  battles { saveBattle(id: $id, name: $name, start: $start, end: $end, registrationFrom: $registrationFrom, registrationTo: $registrationTo) { id } } }`;

const DAY = 24 * 60 * 60 * 1000;

/** A battle's four times, as the admin api takes them. */
export interface BattleTimes {
  start: Date;
  end: Date;
  registrationFrom: Date;
  registrationTo: Date;
}

const asVariables = (times: BattleTimes) => ({
  start: times.start.toISOString(),
  end: times.end.toISOString(),
  registrationFrom: times.registrationFrom.toISOString(),
  registrationTo: times.registrationTo.toISOString(),
});

/** A battle made by the admin through the api, as the battle editor saves one; answers its id. */
export async function arrangeBattle(name: string, times: BattleTimes): Promise<string> {
  const admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  try {
    const data = await admin.graphql<{ battles: { createBattle: { id: string } } }>(CREATE, { name, ...asVariables(times) });
    return data.battles.createBattle.id;
  } finally {
    await admin.dispose();
  }
}

/**
 * Moves the battle a year and more into the past, so it is no longer the home page's next
 * battle nor open for registration: the journeys after it see the demo data as seeded.
 */
export async function retireBattle(id: string, name: string): Promise<void> {
  const start = new Date(Date.now() - 400 * DAY);
  const times = {
    start,
    end: new Date(start.getTime() + DAY / 8),
    registrationFrom: new Date(start.getTime() - 30 * DAY),
    registrationTo: new Date(start.getTime() - DAY),
  };
  const admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  try {
    await admin.graphql(SAVE, { id, name, ...asVariables(times) });
  } finally {
    await admin.dispose();
  }
}
