import { Button, Flex } from '@usb/ui/core';
import { InputNumber } from '@usb/ui/controls';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { DeleteOutlined, PlusOutlined } from '@usb/ui/admin-icons';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { requiredText } from '../../../lib/form-rules';
import type { ChoiceOption } from '../lib/question-input';

const text = mgmtMessages.questions;
const OPTIONS_MIN = 2;
const OPTIONS_MAX = 20;

const countRule = {
  validator: async (_rule: unknown, options: ChoiceOption[] | undefined) => {
    const count = options?.length ?? 0;
    if (count < OPTIONS_MIN || count > OPTIONS_MAX) throw new Error(text.optionsCount);
  },
};

const pointsRules = [
  { required: true, message: mgmtMessages.common.required },
  { type: 'integer' as const, min: 0, max: 1000, message: text.pointsRange },
];

/** A multiple-choice question's options, 2 to 20, each with its text and the points it gives when chosen. */
export function ChoiceOptionsFields() {
  return (
    <Form.List name="options" rules={[countRule]}>
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap="small">
          <span>{text.options}</span>
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <Flex key={field.key} gap="small" align="start" wrap>
                <Form.Item name={[field.name, 'text']} rules={requiredText(500)} style={{ flex: '1 1 240px', marginBottom: 0 }}>
                  <Input aria-label={fill(text.optionText, { number })} placeholder={fill(text.optionText, { number })} maxLength={500} />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} rules={pointsRules} style={{ marginBottom: 0 }}>
                  <InputNumber aria-label={`${text.optionValue} ${number}`} suffix={text.optionValue} min={0} max={1000} precision={0} style={{ width: 140 }} />
                </Form.Item>
                <Button
                  aria-label={fill(text.removeOption, { number })}
                  icon={<DeleteOutlined />}
                  disabled={fields.length <= OPTIONS_MIN}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            );
          })}
          <Form.ErrorList errors={errors} />
          <div>
            <Button icon={<PlusOutlined />} disabled={fields.length >= OPTIONS_MAX} onClick={() => add({ text: '', value: 0 })}>
              {text.addOption}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
