/**
 * The answers module: the patrols' answers, their views and the task-points arithmetic, behind
 * `app.answers`; the correction module changes their locks, points and notes through its steps.
 */
export { default } from './answers-plugin';
export type { BattleTaskAnswerRecord } from './answers-repository';
export type { AnswersService, BattleTaskPoints } from './answers-service';
export { lockFreeFor } from './correction-steps';
export type { FirstChangeAfter } from './frozen-points';
export { latePenalty, taskPoints } from './scoring';
export { toTaskAnswerView, type BattleTaskAnswerView } from './task-answer-view';
