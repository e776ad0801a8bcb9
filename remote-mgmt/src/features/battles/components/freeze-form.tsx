/** The battle's freeze time (docs/results.md), set apart from its name and times because the battle's staff may set it too. */
import { Alert, Button, Typography } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { mgmtMessages } from '../../../texts';
import { DateTimePicker } from '../../../components/date-time-picker';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import type { MgmtBattle } from '../api/use-battles';
import { useSetBattleFreeze } from '../api/use-set-battle-freeze';
import { freezeRule } from '../lib/freeze-rules';

const text = mgmtMessages.battles;

interface FreezeValues {
  freezeAt?: string;
}

export function FreezeForm({ battle }: { battle: MgmtBattle }) {
  const [form] = Form.useForm<FreezeValues>();
  const setFreeze = useSetBattleFreeze(battle.id);
  const { submit, saving, failure } = useFormSubmit(
    form,
    (values: FreezeValues) => setFreeze(values.freezeAt ?? null),
    text.freezeSaved,
    () => text.freezeOutside,
  );
  return (
    <Form<FreezeValues>
      name="freeze"
      form={form}
      layout="vertical"
      initialValues={{ freezeAt: battle.freezeAt ?? undefined }}
      onFinish={(values) => void submit(values)}
    >
      <Typography.Title level={4}>{text.freezeTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{text.freezeIntro}</Typography.Paragraph>
      <Form.Item name="freezeAt" label={text.freezeAt} rules={[freezeRule(battle)]}>
        <DateTimePicker aria-label={text.freezeAt} />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button htmlType="submit" loading={saving}>
        {text.freezeSave}
      </Button>
    </Form>
  );
}
