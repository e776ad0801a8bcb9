import { Alert, Button, Typography } from '@usb/contracts/ui/core';
import { Form } from '@usb/contracts/ui/forms';
import { Input } from '@usb/contracts/ui/inputs';
import { mgmtMessages } from '@usb/contracts/messages/mgmt';
import { DateTimePicker } from '../../../components/date-time-picker';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import type { MgmtBattle } from '../api/use-battles';
import { useSaveBattle } from '../api/use-save-battle';
import { battleRules, explainBattleField, type BattleFormValues } from '../lib/battle-rules';

const text = mgmtMessages.battles;

/** A battle's name and its four times, checked on the fields before saving. */
export function BattleForm({ battle, onSaved }: { battle: MgmtBattle; onSaved?: () => void }) {
  const [form] = Form.useForm<BattleFormValues>();
  const save = useSaveBattle(battle.id);
  const { submit, saving, failure } = useFormSubmit(
    form,
    async (values: BattleFormValues) => {
      await save(values);
      onSaved?.();
    },
    text.savedBattle,
    explainBattleField,
  );
  const { name, start, end, registrationFrom, registrationTo } = battle;
  const initialValues: BattleFormValues = { name, start, end, registrationFrom, registrationTo };
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
        {mgmtMessages.common.save}
      </Button>
    </Form>
  );
}
