import { Alert, Button, Typography } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { mgmtMessages } from '../../../texts';
import { DateTimePicker } from '../../../components/date-time-picker';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { battleRules, explainBattleField, type BattleFormValues } from '../lib/battle-rules';

const text = mgmtMessages.battles;

export interface BattleFormProps {
  initialValues: BattleFormValues;
  /** Sends the values: a new battle or the changes of one. */
  save: (values: BattleFormValues) => Promise<unknown>;
  /** The message once saved, and the button's text. */
  success: string;
  submitLabel: string;
  onSaved?: () => void;
}

/** A battle's name and its four times, checked on the fields before saving (a new battle or an existing one). */
export function BattleForm({ initialValues, save, success, submitLabel, onSaved }: BattleFormProps) {
  const [form] = Form.useForm<BattleFormValues>();
  const { submit, saving, failure } = useFormSubmit(
    form,
    async (values: BattleFormValues) => {
      await save(values);
      onSaved?.();
    },
    success,
    explainBattleField,
  );
  return (
    <Form<BattleFormValues> name="battle" form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)}>
      <Form.Item name="name" label={text.name} rules={battleRules.name}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="start" label={text.start} rules={battleRules.start}>
        <DateTimePicker aria-label={text.start} />
      </Form.Item>
      <Form.Item name="end" label={text.end} rules={battleRules.end} dependencies={['start']}>
        <DateTimePicker aria-label={text.end} />
      </Form.Item>
      <Form.Item name="registrationFrom" label={text.registrationFrom} rules={battleRules.registrationFrom}>
        <DateTimePicker aria-label={text.registrationFrom} />
      </Form.Item>
      <Form.Item name="registrationTo" label={text.registrationTo} rules={battleRules.registrationTo} dependencies={['registrationFrom']}>
        <DateTimePicker aria-label={text.registrationTo} />
      </Form.Item>
      <Typography.Paragraph type="secondary">{text.timeZoneHint}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Form>
  );
}
