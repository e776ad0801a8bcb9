import type { NewUser } from '../pages/account-pages';
import { apiSession } from './api';
import { publicQuery } from './public-api';

const PARTICIPATE = `mutation ($battleID: ID!, $patrol: PatrolInput!) {
  patrols { participateBattle(battleID: $battleID, patrol: $patrol) { id name } }
}`;

const STAFF_ANSWERS = `query ($battleID: ID!) {
  battleTaskAnswers { getByBattleID(battleID: $battleID) { id answers { __typename id } } }
}`;

const TAKE_LOCK = `query ($id: ID!) { battleTaskAnswers { get(id: $id, acquireLock: true) { id lock { heldByCaller } } } }`;
const CORRECT = `mutation ($answerID: ID!, $points: Int) { answers { correctAnswer(answerID: $answerID, points: $points) { id points } } }`;

const ORDER = `mutation ($order: BadgeOrderInput!) { shop { order(order: $order) } }`;

/** The (activated) user's own Spejder patrol in the battle, registered through the api; answers its name. */
export async function registerPatrol(user: NewUser, battleID: string, patrolName: string): Promise<string> {
  const session = await apiSession(user.userName, user.password);
  try {
    await session.graphql(PARTICIPATE, {
      battleID,
      patrol: { name: patrolName, category: 1, corps: 8, city: 'Odense', groupName: 'Tornbjerg', patrolSize: 4 },
    });
  } finally {
    await session.dispose();
  }
  return patrolName;
}

/**
 * The battle's staff member gives every text answer of the battle these points, taking each task
 * answer's lock first, as the correction view does. The correcting itself is remote-staff's subject.
 */
export async function correctStringAnswers(staff: Pick<NewUser, 'userName' | 'password'>, battleID: string, points: number): Promise<void> {
  const session = await apiSession(staff.userName, staff.password);
  try {
    const data = await session.graphql<{ battleTaskAnswers: { getByBattleID: { id: string; answers: { __typename: string; id: string }[] }[] } }>(
      STAFF_ANSWERS,
      { battleID },
    );
    for (const taskAnswer of data.battleTaskAnswers.getByBattleID) {
      await session.graphql(TAKE_LOCK, { id: taskAnswer.id });
      for (const answer of taskAnswer.answers.filter((found) => found.__typename === 'StringAnswer')) {
        await session.graphql(CORRECT, { answerID: answer.id, points });
      }
    }
  } finally {
    await session.dispose();
  }
}

/** An anonymous badge order of 2 × Mærke 1 and 1 × Coronamærke (75 kr. with shipping), through the public api. */
export async function orderBadges(email: string): Promise<void> {
  await publicQuery(ORDER, {
    order: {
      contactInfo: { firstName: 'Karen', lastName: 'Købmand', email, mobile: '12345678' },
      address: { streetName: 'Skovvej', streetNumber: '12', postalCode: '5000', postalCity: 'Odense C' },
      orderLines: [
        { id: 'maerke1', name: 'Mærke 1', quantity: 2 },
        { id: 'maerke_corona', name: 'Coronamærke', quantity: 1 },
      ],
    },
  });
}
