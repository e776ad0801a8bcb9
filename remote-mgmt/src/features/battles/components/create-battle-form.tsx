import { Alert, Button, Flex } from '@usb/contracts/ui/core';
import { Form } from '@usb/contracts/ui/forms';
import { Input } from '@usb/contracts/ui/inputs';
import { mgmtMessages } from '@usb/contracts/messages/mgmt';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { requiredText } from '../../../lib/form-rules';
import type { MgmtBattle } from '../api/use-battles';
import { useCreateBattle } from '../api/use-create-battle';

const text = mgmtMessages.battles;

/** A new battle needs only its name; its times are set in the edit form that opens next. */
export function CreateBattleForm({ onCreated }: { onCreated: (battle: MgmtBattle) => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateBattle();
  const { submit, saving, failure } = useFormSubmit(
    form,
    async ({ name }: { name: string }) => {
      const battle = await create(name.trim());
      form.resetFields();
      if (battle) onCreated(battle);
    },
    text.created,
  );
  return (
    <Flex vertical gap="small">
      <Form name="create-battle" form={form} layout="inline" onFinish={(values) => void submit(values)}>
        <Form.Item name="name" label={text.createTitle} rules={requiredText(200)}>
          <Input maxLength={200} style={{ minWidth: 260 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {text.create}
        </Button>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Flex>
  );
}
