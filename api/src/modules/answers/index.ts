/** The answers module: the patrols' answers, their correction by the staff and the task-points arithmetic, behind `app.answers`. */
export { default } from './answers-plugin';
export type { AnswersService, BattleTaskPoints } from './answers-service';
export type { BattleTaskAnswerView } from './task-answer-view';
export type { FeedbackService } from './feedback-service';
export { latePenalty, taskPoints } from './scoring';
