import { Button, Card, HtmlContent } from '@usb/ui/core';
import { Checkbox, Input, Radio } from '@usb/ui/inputs';
import { messages } from '@usb/contracts/messages';
import type { MgmtQuestion } from '../api/use-tasks';
import { MEDIA_VIDEO } from '../lib/question-input';

const text = messages.taskView;

/** The widget a patrol answers with, disabled: this is only a preview. An external question has none. */
function AnswerWidget({ question }: { question: MgmtQuestion }) {
  switch (question.__typename) {
    case 'ExternalQuestion':
      return null;
    case 'StringQuestion':
      return question.textArea ? <Input.TextArea rows={5} disabled aria-label={question.name} /> : <Input disabled aria-label={question.name} />;
    case 'EmailQuestion':
      return <Button disabled>{text.emailLink}</Button>;
    case 'MultipleChoiceQuestion': {
      const options = question.options.map((option, index) => ({ value: index, label: option.text }));
      return question.multipleAnswers ? <Checkbox.Group disabled options={options} /> : <Radio.Group disabled options={options} />;
    }
    case 'MediaQuestion':
      return (
        <div style={{ padding: 16, border: '1px dashed #d9d9d9', borderRadius: 8, color: 'rgba(0, 0, 0, 0.45)', textAlign: 'center' }}>
          {question.mediaType === MEDIA_VIDEO ? text.firstVideo : text.firstImage}
        </div>
      );
  }
}

/** One question as the task view shows it: its name, its text and how it is answered. */
export function QuestionPreview({ question }: { question: MgmtQuestion }) {
  return (
    <Card size="small" title={question.name}>
      <HtmlContent html={question.text} />
      <AnswerWidget question={question} />
    </Card>
  );
}
