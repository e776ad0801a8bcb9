/** Answer records as the GraphQL Answer interface. */
import type { ResolversInterfaceTypes, ResolversTypes } from '../../generated/graphql';
import type { QuestionRecord } from '../tasks';
import type { AnswerRecord } from './answers-repository';

export type AnswerView = ResolversInterfaceTypes<ResolversTypes>['Answer'];

/**
 * The view of one answer; null for a media answer without a stored file (an upload URL was
 * asked for, nothing arrived yet). `downloadUrl` signs the stored file; `showPoints` hides
 * points from the patrol while it may still change its answers.
 */
export function toAnswerView(answer: AnswerRecord, question: QuestionRecord, showPoints: boolean, downloadUrl: string | null): AnswerView | null {
  const base = {
    id: String(answer.id),
    questionID: String(answer.questionId),
    answerReceived: answer.answerReceived,
    points: showPoints ? answer.points : null,
  };
  switch (question.settings.kind) {
    case 'external':
      return { __typename: 'ExternalAnswer', ...base };
    case 'email':
      return { __typename: 'EmailAnswer', ...base };
    case 'string':
      return { __typename: 'StringAnswer', ...base, answerText: answer.answerText ?? '' };
    case 'multipleChoice':
      return { __typename: 'MultipleChoiceAnswer', ...base, chosenOptions: answer.chosenOptions ?? [] };
    case 'media':
      if (!answer.mimeType || !downloadUrl) return null;
      return { __typename: 'MediaAnswer', ...base, mimeType: answer.mimeType, downloadUrl };
  }
}
