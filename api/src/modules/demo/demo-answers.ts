/**
 * The demo patrols' answers to the task that is open now, of every question kind, waiting for the
 * staff (log in as `demostab`) to correct them. Saved through the answers service (and a photo
 * through the media service's signed upload), once: a patrol that has answered is left alone.
 * The staff put the photos in the evening's gallery (with a caption where one is given), so the
 * battle's page shows it.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { BattleRecord } from '../battles';
import type { UserRecord } from '../users';
import type { DemoUserKey } from './demo-data';
import { demoFlagPng } from './demo-image';
import { OPEN_TASK_NAME } from './demo-tasks';

/** One answer, by the question's name: an opening (external, email), a text, chosen options or the photo. */
type DemoAnswer = { question: string } & (
  { kind: 'opening' } | { kind: 'text'; answerText: string } | { kind: 'choice'; chosenOptions: number[] } | { kind: 'photo'; caption: string }
);

const MAP = 'Kortet';
const TREE = 'Hvad hedder træet ved posten?';
const ROUTE = 'Fortæl om jeres rute';
const PASSWORD = 'Send jeres kodeord';
const KNOTS = 'Hvilke knob kan bruges til en råbåndsknude?';
const POSTS = 'Hvor mange poster er der?';
const PHOTO = 'Billede af patruljen';

const demoAnswers: { owner: DemoUserKey; answers: DemoAnswer[] }[] = [
  {
    owner: 'anne',
    answers: [
      { question: MAP, kind: 'opening' },
      { question: TREE, kind: 'text', answerText: 'En eg' },
      { question: ROUTE, kind: 'text', answerText: 'Vi fulgte åen mod nord og tog stien ved den gamle bro. Carl fandt posten bag en væltet gran.' },
      { question: PASSWORD, kind: 'opening' },
      { question: KNOTS, kind: 'choice', chosenOptions: [0, 2] },
      { question: POSTS, kind: 'choice', chosenOptions: [1] },
      { question: PHOTO, kind: 'photo', caption: 'Flaget er hejst ved posten' },
    ],
  },
  {
    owner: 'dorte',
    answers: [
      { question: TREE, kind: 'text', answerText: 'Bøg, tror vi' },
      { question: ROUTE, kind: 'text', answerText: 'Kortet var svært at læse i mørket, så vi gik efter lyden af vejen.' },
      { question: POSTS, kind: 'choice', chosenOptions: [2] },
      { question: PHOTO, kind: 'photo', caption: '' },
    ],
  },
  {
    owner: 'frida',
    answers: [
      { question: MAP, kind: 'opening' },
      { question: TREE, kind: 'text', answerText: 'Birk' },
      { question: KNOTS, kind: 'choice', chosenOptions: [1] },
    ],
  },
];

function inputOf(answer: DemoAnswer) {
  switch (answer.kind) {
    case 'opening':
      return {};
    case 'text':
      return { stringAnswer: { answerText: answer.answerText } };
    case 'choice':
      return { multipleChoiceAnswer: { chosenOptions: answer.chosenOptions } };
    case 'photo':
      return { mediaAnswer: { mimeType: 'image/png' } };
  }
}

/** PUTs the photo to its signed upload URL, as a browser would, but in-process. */
async function uploadPhoto(app: FastifyInstance, uploadUrl: string): Promise<void> {
  const url = new URL(uploadUrl, app.config.publicUrl);
  await app.media.receiveUpload({
    id: Number(url.pathname.split('/').pop()),
    expires: url.searchParams.get('expires') ?? undefined,
    signature: url.searchParams.get('signature') ?? undefined,
    body: Readable.from([demoFlagPng()]),
  });
}

export async function seedDemoAnswers(app: FastifyInstance, users: Record<DemoUserKey, UserRecord>, admin: UserRecord, battle: BattleRecord): Promise<void> {
  const task = (await app.tasks.overview(admin, battle.id)).find((found) => found.name === OPEN_TASK_NAME);
  if (!task) throw new Error(`the demo task ${OPEN_TASK_NAME} is missing`);
  const questions = await app.tasks.questionsOf(task.id);
  for (const { owner, answers } of demoAnswers) {
    if (await app.answers.currentFor(users[owner], task)) continue;
    for (const answer of answers) {
      const question = questions.find((found) => found.name === answer.question);
      if (!question) throw new Error(`the demo task has no question '${answer.question}'`);
      const receipt = await app.answers.answerQuestion(users[owner], question.id, inputOf(answer));
      if (answer.kind === 'photo' && receipt.uploadUrl) {
        await uploadPhoto(app, receipt.uploadUrl);
        await app.gallery.pick(admin, Number(receipt.id), answer.caption);
      }
    }
  }
}
