import { Card } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { messages } from '@usb/contracts/messages';
import { loginInfoRules } from '@usb/schema/validation';
import { formRules } from '../../../lib/form-rules';
import { NewPasswordFields } from '../../../components/new-password-fields';

/** Name of the repeat field; it is not sent, only compared with loginInfo.password. */
export const REPEAT_FIELD = 'password2';

/** The sign-up's login card: user name, password and its repeat. */
export function LoginInfoCard() {
  return (
    <Card title={messages.signup.loginCardTitle}>
      <Form.Item
        label={messages.accountFields.userName}
        name={['loginInfo', 'userName']}
        rules={formRules(loginInfoRules.userName)}
        extra={messages.signup.userNameHint}
        required
        hasFeedback
      >
        <Input autoComplete="username" autoCapitalize="none" />
      </Form.Item>
      <NewPasswordFields
        name={['loginInfo', 'password']}
        repeatName={REPEAT_FIELD}
        label={messages.accountFields.password}
        repeatLabel={messages.accountFields.repeatPassword}
      />
    </Card>
  );
}
