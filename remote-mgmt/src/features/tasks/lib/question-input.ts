import type {
  CreateQuestionMutationVariables,
  EmailQuestionInput,
  ExternalQuestionInput,
  MediaQuestionInput,
  MultipleChoiceQuestionInput,
  StringQuestionInput,
} from '@usb/schema/graphql';
import type { MgmtQuestion } from '../api/use-tasks';

/** The five kinds, by the __typename the api gives each, in the order the kind picker lists them. */
export const questionKinds = ['ExternalQuestion', 'StringQuestion', 'EmailQuestion', 'MultipleChoiceQuestion', 'MediaQuestion'] as const;
export type QuestionKind = (typeof questionKinds)[number];

export const MEDIA_IMAGE = 1;
export const MEDIA_VIDEO = 2;

export interface ChoiceOption {
  text: string;
  value: number;
}

/** One form for every kind: the common fields and each kind's own, of which only the chosen kind's are sent. */
export interface QuestionFormValues {
  kind: QuestionKind;
  name: string;
  text: string;
  textArea: boolean;
  to: string;
  multipleAnswers: boolean;
  options: ChoiceOption[];
  mediaType: number;
}

const blank: Omit<QuestionFormValues, 'kind'> = {
  name: '',
  text: '',
  textArea: false,
  to: '',
  multipleAnswers: false,
  options: [
    { text: '', value: 0 },
    { text: '', value: 0 },
  ],
  mediaType: MEDIA_IMAGE,
};

/** The form's starting values: a new question of a kind, or an existing question's own. */
export function questionFormValues(question: MgmtQuestion | null, kind: QuestionKind = 'StringQuestion'): QuestionFormValues {
  if (!question) return { ...blank, kind };
  const values: QuestionFormValues = { ...blank, kind: question.__typename, name: question.name, text: question.text };
  switch (question.__typename) {
    case 'StringQuestion':
      return { ...values, textArea: question.textArea };
    case 'EmailQuestion':
      return { ...values, to: question.to };
    case 'MultipleChoiceQuestion':
      return { ...values, multipleAnswers: question.multipleAnswers, options: question.options.map(({ text, value }) => ({ text, value })) };
    case 'MediaQuestion':
      return { ...values, mediaType: question.mediaType };
    default:
      return values;
  }
}

type QuestionInputs = Omit<CreateQuestionMutationVariables, 'battleTaskID'>;

/**
 * The createQuestion / saveQuestion arguments: exactly one typed input, the chosen kind's, with
 * the id when saving. The other kinds' fields stay in the form (switching kind loses nothing)
 * but are not sent.
 */
export function questionInputs(values: QuestionFormValues, id?: string): QuestionInputs {
  const common: ExternalQuestionInput = { ...(id ? { id } : {}), name: values.name.trim(), text: values.text };
  switch (values.kind) {
    case 'ExternalQuestion':
      return { externalQuestion: common };
    case 'StringQuestion':
      return { stringQuestion: { ...common, textArea: values.textArea } satisfies StringQuestionInput };
    case 'EmailQuestion':
      return { emailQuestion: { ...common, to: values.to.trim() } satisfies EmailQuestionInput };
    case 'MultipleChoiceQuestion':
      return {
        multipleChoiceQuestion: {
          ...common,
          multipleAnswers: values.multipleAnswers,
          options: values.options.map((option) => ({ text: option.text.trim(), value: option.value })),
        } satisfies MultipleChoiceQuestionInput,
      };
    case 'MediaQuestion':
      return { mediaQuestion: { ...common, mediaType: values.mediaType } satisfies MediaQuestionInput };
  }
}
