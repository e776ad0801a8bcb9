import { Alert, Button, Flex } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { Select } from '@usb/ui/pickers';
import { mgmtMessages } from '../../../texts';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { requiredText } from '../../../lib/form-rules';
import type { MgmtQuestion } from '../api/use-tasks';
import { questionFormValues, questionKinds, type QuestionFormValues } from '../lib/question-input';
import { QuestionKindFields } from './question-kind-fields';

const text = mgmtMessages.questions;
const kindOptions = questionKinds.map((kind) => ({ value: kind, label: text.kinds[kind] }));

export interface QuestionFormProps {
  /** The question to edit; null for a new one. */
  question: MgmtQuestion | null;
  save: (values: QuestionFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A question of any kind. The kind is chosen only for a new question (the api keeps a question's
 * kind); the fields of the other kinds keep what was typed in them, but only the chosen kind's go out.
 */
export function QuestionForm({ question, save, onCancel }: QuestionFormProps) {
  const [form] = Form.useForm<QuestionFormValues>();
  const kind = Form.useWatch('kind', form) ?? question?.__typename ?? 'StringQuestion';
  const { submit, saving, failure } = useFormSubmit(form, save, text.saved);
  return (
    <Form<QuestionFormValues>
      name="question"
      form={form}
      layout="vertical"
      initialValues={questionFormValues(question)}
      // Every value, also those of fields not shown, so the typed input is built from the whole store.
      onFinish={() => void submit(form.getFieldsValue(true) as QuestionFormValues)}
    >
      <Form.Item name="kind" label={text.kind}>
        <Select options={kindOptions} disabled={question !== null} aria-label={text.kind} />
      </Form.Item>
      <Form.Item name="name" label={text.name} rules={requiredText(200)}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="text" label={text.text}>
        <RichTextField aria-label={text.text} />
      </Form.Item>
      <QuestionKindFields kind={kind} />
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={saving}>
          {mgmtMessages.common.save}
        </Button>
        <Button onClick={onCancel}>{mgmtMessages.common.cancel}</Button>
      </Flex>
    </Form>
  );
}
