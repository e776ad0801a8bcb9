/** The answers module: the patrols' answers and the task-points arithmetic, behind `app.answers`. */
export { default } from './answers-plugin';
export type { BattleTaskAnswerView } from './answer-view';
export { latePenalty, taskPoints } from './scoring';
