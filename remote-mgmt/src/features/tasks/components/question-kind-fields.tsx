import { Switch } from '@usb/ui/controls';
import { Form } from '@usb/ui/forms';
import { Input, Radio } from '@usb/ui/inputs';
import { mgmtMessages } from '../../../texts';
import { MEDIA_IMAGE, MEDIA_VIDEO, type QuestionKind } from '../lib/question-input';
import { ChoiceOptionsFields } from './choice-options-fields';

const text = mgmtMessages.questions;
const common = mgmtMessages.common;

/** The fields of one kind of question, beside the name and text every kind has. */
export function QuestionKindFields({ kind }: { kind: QuestionKind }) {
  switch (kind) {
    case 'StringQuestion':
      return (
        <Form.Item name="textArea" label={text.textArea} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    case 'EmailQuestion':
      return (
        <Form.Item
          name="to"
          label={text.to}
          rules={[
            { required: true, whitespace: true, message: common.required },
            { type: 'email', message: common.email },
          ]}
        >
          <Input type="email" maxLength={254} />
        </Form.Item>
      );
    case 'MultipleChoiceQuestion':
      return (
        <>
          <Form.Item name="multipleAnswers" label={text.multipleAnswers} valuePropName="checked">
            <Switch />
          </Form.Item>
          <ChoiceOptionsFields />
        </>
      );
    case 'MediaQuestion':
      return (
        <Form.Item name="mediaType" label={text.mediaType}>
          <Radio.Group
            options={[
              { value: MEDIA_IMAGE, label: text.image },
              { value: MEDIA_VIDEO, label: text.video },
            ]}
          />
        </Form.Item>
      );
    case 'ExternalQuestion':
      return null;
  }
}
