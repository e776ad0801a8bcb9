/**
 * The demo battle's tasks (SEED_DEMO): a task with every question kind at the event, and
 * one open now (re-timed at every start) so a demo patrol member sees the open-task strip.
 * Made through the tasks service, so they pass the admin's checks like any task.
 */
import type { FastifyInstance } from 'fastify';
import type { BattleRecord } from '../battles';
import type { QuestionArgs } from '../tasks';
import type { UserRecord } from '../users';

export const EVENT_TASK_NAME = 'Post 1: Skoven';
export const OPEN_TASK_NAME = 'Øveopgave (åben nu)';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The rules text's usual late-delivery window. */
const LATE_MS = 30 * MINUTE_MS;

/** One question of every kind. */
const demoQuestions: QuestionArgs[] = [
  { externalQuestion: { name: 'Kortet', text: '<p>Åbn <a href="https://www.openstreetmap.org" target="_blank">kortet</a> og find posten.</p>' } },
  { stringQuestion: { name: 'Hvad hedder træet ved posten?', text: '<p>Skriv artens navn.</p>', textArea: false } },
  { stringQuestion: { name: 'Fortæl om jeres rute', text: '<p>Et par linjer om vejen hertil.</p>', textArea: true } },
  { emailQuestion: { name: 'Send jeres kodeord', text: '<p>Send en mail med kodeordet fra posten.</p>', to: 'poster@example.dk' } },
  {
    multipleChoiceQuestion: {
      name: 'Hvilke knob kan bruges til en råbåndsknude?',
      text: '<p>Vælg alle der passer.</p>',
      multipleAnswers: true,
      options: [
        { text: 'Råbåndsknob', value: 2 },
        { text: 'Dobbelt halvstik', value: 0 },
        { text: 'Flagstik', value: 1 },
      ],
    },
  },
  {
    multipleChoiceQuestion: {
      name: 'Hvor mange poster er der?',
      text: '',
      multipleAnswers: false,
      options: [
        { text: '5', value: 0 },
        { text: '8', value: 3 },
        { text: '12', value: 0 },
      ],
    },
  },
  { mediaQuestion: { name: 'Billede af patruljen', text: '<p>Tag et billede af hele patruljen ved posten.</p>', mediaType: 1 } },
  { mediaQuestion: { name: 'Video af råbet', text: '<p>Film jeres patruljeråb.</p>', mediaType: 2 } },
];

export async function seedDemoTasks(app: FastifyInstance, admin: UserRecord, battle: BattleRecord): Promise<void> {
  const now = app.config.now();
  const existing = await app.tasks.overview(admin, battle.id);

  async function ensureTask(name: string, availableFrom: Date, close: Date, description: string): Promise<void> {
    const args = {
      name,
      battleID: String(battle.id),
      description,
      patrolCategories: [1, 2],
      availableFrom,
      close,
      availableTo: new Date(close.getTime() + LATE_MS),
      displayDate: name === OPEN_TASK_NAME,
    };
    const found = existing.find((task) => task.name === name);
    if (found) {
      // The open task is moved to now at every start, so it stays open in a long-lived demo.
      if (name === OPEN_TASK_NAME) await app.tasks.save(admin, found.id, args);
      return;
    }
    const task = await app.tasks.create(admin, args);
    for (const question of demoQuestions) await app.tasks.createQuestion(admin, task.id, question);
  }

  await ensureTask(EVENT_TASK_NAME, battle.start, new Date(battle.start.getTime() + 60 * MINUTE_MS), '<p>Find posten i skoven og løs opgaverne.</p>');
  await ensureTask(
    OPEN_TASK_NAME,
    new Date(now.getTime() - 60 * MINUTE_MS),
    new Date(now.getTime() + 7 * DAY_MS),
    '<p>En opgave til at prøve alle slags spørgsmål. Den er åben nu.</p>',
  );
}
