import type { StaffAnswerDetailFragment } from '@usb/schema/graphql';

export type StaffAnswerDetail = StaffAnswerDetailFragment;
export type StaffQuestion = StaffAnswerDetail['task']['questions'][number];
export type StaffAnswer = StaffAnswerDetail['answers'][number];

export interface QuestionRow {
  question: StaffQuestion;
  /** The patrol's answer; null when the question was not answered. */
  answer: StaffAnswer | null;
}

/** The task's questions in their order, each with the patrol's answer to it, if any. */
export function questionRows(detail: StaffAnswerDetail): QuestionRow[] {
  return detail.task.questions.map((question) => ({
    question,
    answer: detail.answers.find((answer) => answer.questionID === question.id) ?? null,
  }));
}
