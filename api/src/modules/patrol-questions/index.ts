/** The patrol-questions module: the patrols' questions to the battle's staff and their answers, behind `app.patrolQuestions`. */
export { default } from './patrol-questions-plugin';
export type { PatrolQuestionsService } from './patrol-questions-service';
export type { PatrolQuestionRecord } from './patrol-questions-repository';
