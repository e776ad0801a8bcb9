import { questionFormValues, questionInputs, type QuestionFormValues } from './question-input';

const base: QuestionFormValues = { ...questionFormValues(null), name: ' Knob ', text: '<p>Hvilke?</p>' };

describe('a question form as the api takes it', () => {
  it('sends only the chosen kind, trimmed, with the id when saving', () => {
    expect(questionInputs({ ...base, kind: 'StringQuestion', textArea: true, to: 'ignored@example.dk' }, '4')).toEqual({
      stringQuestion: { id: '4', name: 'Knob', text: '<p>Hvilke?</p>', textArea: true },
    });
    expect(questionInputs({ ...base, kind: 'ExternalQuestion' })).toEqual({ externalQuestion: { name: 'Knob', text: '<p>Hvilke?</p>' } });
    expect(questionInputs({ ...base, kind: 'EmailQuestion', to: ' post@example.dk ' })).toEqual({
      emailQuestion: { name: 'Knob', text: '<p>Hvilke?</p>', to: 'post@example.dk' },
    });
    expect(questionInputs({ ...base, kind: 'MediaQuestion', mediaType: 2 })).toEqual({ mediaQuestion: { name: 'Knob', text: '<p>Hvilke?</p>', mediaType: 2 } });
  });

  it('sends a multiple-choice question with its options and their points', () => {
    const options = [
      { text: ' Råbåndsknob ', value: 5 },
      { text: 'Flagstik', value: 0 },
    ];
    expect(questionInputs({ ...base, kind: 'MultipleChoiceQuestion', multipleAnswers: true, options })).toEqual({
      multipleChoiceQuestion: {
        name: 'Knob',
        text: '<p>Hvilke?</p>',
        multipleAnswers: true,
        options: [
          { text: 'Råbåndsknob', value: 5 },
          { text: 'Flagstik', value: 0 },
        ],
      },
    });
  });

  it('fills the form from an existing question of its kind', () => {
    const question = {
      __typename: 'MultipleChoiceQuestion' as const,
      id: '4',
      battleTaskID: '9',
      name: 'Knob',
      text: '',
      answerCount: 3,
      multipleAnswers: false,
      options: [
        { text: 'A', value: 1 },
        { text: 'B', value: 0 },
      ],
    };
    expect(questionFormValues(question)).toMatchObject({ kind: 'MultipleChoiceQuestion', name: 'Knob', multipleAnswers: false, options: question.options });
  });
});
