import type { TaskAnswer, TaskQuestion } from '../api/use-battle-task';

/** What every question widget gets: its question, the patrol's answer to it, and the mode. */
export interface WidgetProps<Q extends TaskQuestion['__typename'], A extends TaskAnswer['__typename']> {
  question: Extract<TaskQuestion, { __typename: Q }>;
  answer: Extract<TaskAnswer, { __typename: A }> | null;
  readOnly: boolean;
}
