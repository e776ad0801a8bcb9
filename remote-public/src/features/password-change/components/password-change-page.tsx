import { Button, Card, Flex } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { messages } from '@usb/contracts/messages';
import { PageSection } from '../../../components/page-section';
import { ScreenAlert } from '../../../components/screen-alert';
import { useSubmittable } from '../../../hooks/use-submittable';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { formRules } from '../../../lib/form-rules';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useChangePassword } from '../api/use-change-password';

interface ChangeValues {
  currentPassword: string;
  newPassword: string;
  newPassword2: string;
}

const currentPasswordRule = { required: true };

const outcomeMessage = {
  success: { type: 'success', text: messages.passwordChange.success },
  falsy: { type: 'error', text: messages.passwordChange.falsy },
  error: { type: 'error', text: messages.passwordChange.error },
} as const;

/** Password change of the logged-in user (GraphQL Users.changePassword). */
export function PasswordChangePage() {
  const [form] = Form.useForm<ChangeValues>();
  const submittable = useSubmittable(form);
  const { changePassword, loading } = useChangePassword();
  const { message, show, clear } = useTimedMessage();

  const onValuesChange = (changed: Partial<ChangeValues>) => {
    if (changed.newPassword !== undefined) form.resetFields(['newPassword2']);
  };

  const submit = async (values: ChangeValues) => {
    clear();
    const outcome = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (outcome === 'success') form.resetFields();
    show(outcomeMessage[outcome]);
  };

  return (
    <PageSection title={messages.passwordChange.title}>
      <Card>
        <Form form={form} layout="vertical" onFinish={submit} onValuesChange={onValuesChange} requiredMark={false}>
          <Form.Item label={messages.accountFields.currentPassword} name="currentPassword" rules={formRules(currentPasswordRule)} required>
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          <NewPasswordFields
            name="newPassword"
            repeatName="newPassword2"
            label={messages.accountFields.newPassword}
            repeatLabel={messages.accountFields.repeatNewPassword}
          />
          <Flex vertical gap={16}>
            <ScreenAlert message={message} />
            <Button type="primary" htmlType="submit" block disabled={!submittable} loading={loading}>
              {messages.passwordChange.submit}
            </Button>
          </Flex>
        </Form>
      </Card>
    </PageSection>
  );
}
