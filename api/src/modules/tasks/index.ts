/** The tasks module: a battle's tasks and their questions, and the open-task strip, behind `app.tasks`. */
export { default } from './tasks-plugin';
export type { QuestionArgs } from './question-input';
export type { TaskDeletionSteps } from './task-deletions';
export type { BattleTaskRecord, QuestionRecord } from './tasks-repository';
export type { TasksService } from './tasks-service';
