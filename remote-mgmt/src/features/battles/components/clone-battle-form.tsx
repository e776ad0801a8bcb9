import { Alert, Button, Typography } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { DateTimePicker } from '../../../components/date-time-picker';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { requiredText, requiredValue } from '../../../lib/form-rules';
import type { MgmtBattle } from '../api/use-battles';
import { useCloneBattle } from '../api/use-clone-battle';
import { cloneOffsetText, suggestedCloneStart } from '../lib/clone-offset';

const text = mgmtMessages.battles;

interface CloneValues {
  name: string;
  start: string;
}

/** 'Kopiér event': a name and a new start; the form says how far every time will move before it is sent. */
export function CloneBattleForm({ battle, onCloned }: { battle: MgmtBattle; onCloned: (copy: MgmtBattle) => void }) {
  const [form] = Form.useForm<CloneValues>();
  const start = Form.useWatch('start', form);
  const clone = useCloneBattle(battle.id);
  const { submit, saving, failure } = useFormSubmit(
    form,
    async (values: CloneValues) => {
      const copy = await clone({ name: values.name.trim(), start: values.start });
      if (copy) onCloned(copy);
    },
    text.cloned,
  );
  const initialValues: CloneValues = { name: fill(text.cloneNameDefault, { name: battle.name }), start: suggestedCloneStart(battle.start) };
  return (
    <Form<CloneValues> name="clone-battle" form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)}>
      <Typography.Paragraph>{text.cloneIntro}</Typography.Paragraph>
      <Form.Item name="name" label={text.cloneName} rules={requiredText(200)}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="start" label={text.cloneStart} rules={[requiredValue]} extra={cloneOffsetText(battle.start, start)}>
        <DateTimePicker aria-label={text.cloneStart} />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={saving}>
        {text.cloneSubmit}
      </Button>
    </Form>
  );
}
