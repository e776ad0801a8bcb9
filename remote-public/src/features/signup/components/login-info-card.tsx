import { Card } from '@usb/contracts/ui/core';
import { Form, Input } from '@usb/contracts/ui/forms';
import { fieldErrorText, messages } from '@usb/contracts/messages';
import { loginInfoRules, passwordRule } from '@usb/contracts/validation';
import { formRules, repeatPasswordRules } from '../../../lib/form-rules';

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
      <Form.Item
        label={messages.accountFields.password}
        name={['loginInfo', 'password']}
        rules={formRules(loginInfoRules.password)}
        extra={fieldErrorText('minLength', passwordRule)}
        required
        hasFeedback
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={messages.accountFields.repeatPassword}
        name={REPEAT_FIELD}
        rules={repeatPasswordRules(['loginInfo', 'password'])}
        required
        hasFeedback
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </Card>
  );
}
