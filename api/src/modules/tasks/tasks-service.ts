/**
 * Battle task rules (docs/answers-and-windows.md): admins write tasks and questions; a task is
 * hidden from everyone but the battle's staff and admins until availableFrom (NOT_FOUND, so
 * not even its name leaks); the open-task strip lists a member's tasks with
 * availableFrom <= now < availableTo for their patrol's category. Tasks, their questions and a
 * battle's task list are cached (docs/caching.md); every write here clears them in every process.
 */
import type { AppConfig } from '../../config';
import { ApiError } from '../../errors';
import { BACKSTOP_AGE } from '../../lib/cache';
import { cacheTags } from '../../lib/cache-tags';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { BattlesService } from '../battles';
import type { MediaService } from '../media';
import { isAdmin, requireAdmin, type UserRecord } from '../users';
import { checkQuestion, type QuestionArgs } from './question-input';
import type { TaskDeletions, TaskDeletionSteps } from './task-deletions';
import { checkBattleTask, type BattleTaskArgs } from './task-input';
import type { BattleTaskRecord, QuestionRecord, TasksRepository } from './tasks-repository';

/** Tasks and questions of the battles being run; a battle has tens of them. */
const MAX_TASK_ENTRIES = 10_000;

export function createTasksService(deps: {
  repository: TasksRepository;
  deletions: TaskDeletions;
  battles: BattlesService;
  media: MediaService;
  invalidation: InvalidationBus;
  config: AppConfig;
}) {
  const { repository, deletions, battles, media, invalidation, config } = deps;
  // Modules registered after this one whose rows hang off the questions add their steps at start (addDeletionSteps).
  const deletionSteps: TaskDeletionSteps[] = [];
  const cacheOptions = { maxEntries: MAX_TASK_ENTRIES, ...BACKSTOP_AGE };
  const taskCache = invalidation.cache<BattleTaskRecord | null>('tasks', cacheOptions);
  const questionCache = invalidation.cache<QuestionRecord | null>('questions', cacheOptions);
  const taskQuestions = invalidation.cache<QuestionRecord[]>('task-questions', cacheOptions);
  const battleTasks = invalidation.cache<BattleTaskRecord[]>('battle-tasks', cacheOptions);

  /** After a committed change of the task or its questions: every process reads them again. */
  const changedTask = (taskId: number) => invalidation.publish([cacheTags.task(taskId)]);

  // Unknown ids are not kept (nothing would ever clear a made-up id's entry).
  const findTask = (id: number) =>
    taskCache.getOrLoad(String(id), async () => {
      const task = await repository.findById(id);
      return { value: task, tags: task ? [cacheTags.task(task.id)] : null };
    });

  const findQuestion = (id: number) =>
    questionCache.getOrLoad(String(id), async () => {
      const question = await repository.findQuestion(id);
      return { value: question, tags: question ? [cacheTags.task(question.battleTaskId)] : null };
    });

  const questionsOf = (taskId: number) =>
    taskQuestions.getOrLoad(String(taskId), async () => ({ value: await repository.questionsOf([taskId]), tags: [cacheTags.task(taskId)] }));

  const tasksOfBattle = (battleId: number) =>
    battleTasks.getOrLoad(String(battleId), async () => {
      const tasks = await repository.listByBattle(battleId);
      return { value: tasks, tags: [cacheTags.tasksOf(battleId), ...tasks.map((task) => cacheTags.task(task.id))] };
    });

  async function require(id: number): Promise<BattleTaskRecord> {
    const task = await findTask(id);
    if (!task) throw new ApiError('NOT_FOUND', 'No such battle task');
    return task;
  }

  async function requireQuestion(id: number): Promise<QuestionRecord> {
    const question = await findQuestion(id);
    if (!question) throw new ApiError('NOT_FOUND', 'No such question');
    return question;
  }

  /** Staff and admins see a task at any time, everyone else from availableFrom on. */
  async function visibleTo(caller: UserRecord | null, task: BattleTaskRecord): Promise<boolean> {
    if (config.now() >= task.availableFrom) return true;
    return caller !== null && battles.isStaffOf(caller, task.battleId);
  }

  /**
   * The caller's patrols' open tasks in their categories, by name: the open-task strip's poll.
   * The patrols (with their categories) come with the caller, the tasks from the battle's cached list.
   */
  async function openFor(caller: UserRecord | null): Promise<BattleTaskRecord[]> {
    if (!caller) return [];
    const now = config.now();
    const perPatrol = await Promise.all(
      caller.patrols.map(async ({ battleId, category }) =>
        category === null
          ? []
          : (await tasksOfBattle(battleId)).filter((task) => task.availableFrom <= now && now < task.availableTo && task.patrolCategories.includes(category)),
      ),
    );
    return perPatrol.flat().sort((a, b) => a.name.localeCompare(b.name, 'da') || a.id - b.id);
  }

  return {
    require,
    requireQuestion,
    questionsOf,

    /** Forgets this process's cached task and question (the database said otherwise); the next reads go to it. */
    forget(taskId: number, questionId: number): void {
      taskCache.delete(String(taskId));
      questionCache.delete(String(questionId));
    },

    /** The task view; NOT_FOUND when unknown or not yet visible to the caller. */
    async getVisible(caller: UserRecord | null, id: number): Promise<BattleTaskRecord> {
      const task = await require(id);
      if (!(await visibleTo(caller, task))) throw new ApiError('NOT_FOUND', 'No such battle task');
      return task;
    },

    openFor,

    /** One of openFor's tasks; NOT_FOUND for any other. */
    async getMyOpen(caller: UserRecord, id: number): Promise<BattleTaskRecord> {
      const task = (await openFor(caller)).find((open) => open.id === id);
      if (!task) throw new ApiError('NOT_FOUND', 'No such open battle task');
      return task;
    },

    /** The battle's tasks, without a check of the caller (the results' frozen standings). */
    ofBattle: tasksOfBattle,

    async overview(caller: UserRecord, battleId: number): Promise<BattleTaskRecord[]> {
      await battles.requireStaffOf(caller, battleId);
      return repository.listByBattle(battleId);
    },

    async create(caller: UserRecord, args: BattleTaskArgs): Promise<BattleTaskRecord> {
      requireAdmin(caller);
      const fields = checkBattleTask(args);
      await battles.require(fields.battleId);
      const created = await repository.insert(fields);
      await invalidation.publish([cacheTags.tasksOf(created.battleId)]);
      return created;
    },

    async save(caller: UserRecord, id: number | undefined, args: BattleTaskArgs): Promise<BattleTaskRecord> {
      requireAdmin(caller);
      if (id === undefined) throw new ApiError('BAD_USER_INPUT', 'id is required', ['id']);
      const fields = checkBattleTask(args);
      const task = await require(id);
      if (task.battleId !== fields.battleId) throw new ApiError('BAD_USER_INPUT', 'A task keeps its battle', ['battleID']);
      const saved = await repository.update(id, fields);
      if (!saved) throw new ApiError('NOT_FOUND', 'No such battle task');
      await changedTask(saved.id);
      return saved;
    },

    /** A module whose rows hang off the questions (the answers) takes part in deleting a task or a question, inside its transaction. */
    addDeletionSteps(steps: TaskDeletionSteps): void {
      deletionSteps.push(steps);
    },

    async delete(caller: UserRecord, id: number): Promise<boolean> {
      requireAdmin(caller);
      const keys = await deletions.deleteTask(id, deletionSteps);
      if (keys === null) throw new ApiError('NOT_FOUND', 'No such battle task');
      await changedTask(id);
      await media.deleteFiles(keys);
      return true;
    },

    /** For the admin's delete confirmation; null for anyone else. */
    answeredPatrolCount: async (caller: UserRecord | null, taskId: number): Promise<number | null> =>
      isAdmin(caller) ? repository.answeredPatrolCount(taskId) : null,

    answerCount: async (caller: UserRecord | null, questionId: number): Promise<number | null> => (isAdmin(caller) ? repository.answerCount(questionId) : null),

    async createQuestion(caller: UserRecord, taskId: number, args: QuestionArgs): Promise<QuestionRecord> {
      requireAdmin(caller);
      const { fields } = checkQuestion(args);
      const task = await require(taskId);
      const created = await repository.insertQuestion(task.id, fields);
      await changedTask(task.id);
      return created;
    },

    /** A question keeps its task and its kind (its answers are of that kind). */
    async saveQuestion(caller: UserRecord, taskId: number, args: QuestionArgs): Promise<QuestionRecord> {
      requireAdmin(caller);
      const { id, fields } = checkQuestion(args);
      if (id === undefined) throw new ApiError('BAD_USER_INPUT', 'id is required', ['id']);
      const question = await requireQuestion(id);
      if (question.battleTaskId !== taskId) throw new ApiError('NOT_FOUND', 'No such question in the task');
      if (question.settings.kind !== fields.settings.kind) throw new ApiError('BAD_USER_INPUT', 'A question cannot change kind', ['question']);
      const saved = await repository.updateQuestion(id, fields);
      if (!saved) throw new ApiError('NOT_FOUND', 'No such question');
      await changedTask(saved.battleTaskId);
      return saved;
    },

    async deleteQuestion(caller: UserRecord, id: number): Promise<boolean> {
      requireAdmin(caller);
      const deleted = await deletions.deleteQuestion(id, deletionSteps);
      if (deleted === null) throw new ApiError('NOT_FOUND', 'No such question');
      await changedTask(deleted.taskId);
      await media.deleteFiles(deleted.keys);
      return true;
    },

    /** Puts the question at `position` among its task's questions (0 first); answers the task. */
    async moveQuestion(caller: UserRecord, id: number, position: number): Promise<BattleTaskRecord> {
      requireAdmin(caller);
      const question = await requireQuestion(id);
      const order = (await repository.questionsOf([question.battleTaskId])).map((other) => other.id).filter((otherId) => otherId !== id);
      if (!Number.isInteger(position) || position < 0 || position > order.length) {
        throw new ApiError('BAD_USER_INPUT', "position is outside the task's questions", ['position']);
      }
      order.splice(position, 0, id);
      await repository.setQuestionOrder(order);
      await changedTask(question.battleTaskId);
      return require(question.battleTaskId);
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
