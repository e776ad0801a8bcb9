/**
 * The correction module: the staff's correction of the answers (the queue, the locks, points and
 * notes, the audit trail), the battle's feedback to its patrols and the staff's live view of the
 * night, behind `app.correction`.
 */
export { default } from './correction-plugin';
export type { CorrectionSteps } from './correction-repository';
export type { CorrectionService } from './correction-service';
