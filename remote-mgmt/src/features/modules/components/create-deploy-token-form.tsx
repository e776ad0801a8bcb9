import { remoteNames } from '@usb/schema/domain';
import { Alert, Button, Flex } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Checkbox, Input } from '@usb/ui/inputs';
import { mgmtMessages } from '../../../texts';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { requiredText } from '../../../lib/form-rules';
import { useCreateDeployToken } from '../api/use-deploy-tokens';

const text = mgmtMessages.deployTokens;

interface Values {
  label: string;
  remotes: string[];
}

const remoteOptions = remoteNames.map((name) => ({ value: name, label: name }));

/** A new deploy token: a name and the remotes it may deploy. The secret goes to `onCreated`, to be shown once. */
export function CreateDeployTokenForm({ onCreated }: { onCreated: (created: { label: string; token: string }) => void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateDeployToken();
  const { submit, saving, failure } = useFormSubmit(
    form,
    async ({ label, remotes }: Values) => {
      const created = await create(label.trim(), remotes);
      form.resetFields();
      onCreated({ label: created.deployToken.label, token: created.token });
    },
    text.created,
  );
  return (
    <Flex vertical gap="small">
      <Form<Values> name="create-deploy-token" form={form} layout="vertical" onFinish={(values) => void submit(values)} initialValues={{ remotes: [] }}>
        <Form.Item name="label" label={text.label} rules={requiredText(100)}>
          <Input maxLength={100} style={{ maxWidth: 360 }} />
        </Form.Item>
        <Form.Item name="remotes" label={text.remotes} rules={[{ type: 'array', min: 1, required: true, message: text.remotesRequired }]}>
          <Checkbox.Group options={remoteOptions} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {text.create}
        </Button>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Flex>
  );
}
