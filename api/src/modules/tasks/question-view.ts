/** A question record as the GraphQL Question interface (the __typename tells the kind). */
import type { ResolversInterfaceTypes, ResolversTypes } from '../../generated/graphql';
import type { QuestionRecord } from './tasks-repository';

export type QuestionView = ResolversInterfaceTypes<ResolversTypes>['Question'];

export function toQuestionView(question: QuestionRecord): QuestionView {
  const base = { id: String(question.id), battleTaskID: String(question.battleTaskId), name: question.name, text: question.text };
  const settings = question.settings;
  switch (settings.kind) {
    case 'external':
      return { __typename: 'ExternalQuestion', ...base };
    case 'string':
      return { __typename: 'StringQuestion', ...base, textArea: settings.textArea };
    case 'email':
      return { __typename: 'EmailQuestion', ...base, to: settings.to };
    case 'multipleChoice':
      return { __typename: 'MultipleChoiceQuestion', ...base, multipleAnswers: settings.multipleAnswers, options: settings.options };
    case 'media':
      return { __typename: 'MediaQuestion', ...base, mediaType: settings.mediaType };
  }
}
