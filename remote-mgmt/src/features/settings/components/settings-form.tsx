import type { SettingsInput } from '@usb/schema/graphql';
import { Alert, Button, Card, Flex, Typography } from '@usb/ui/core';
import { Form, type Rule } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { mgmtMessages } from '../../../texts';
import { isSocialPageUrl, videoEmbedUrl } from '@usb/schema/validation';
import { fill } from '@usb/contracts/messages';
import { DateTimePicker } from '../../../components/date-time-picker';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { inOrder, requiredValue } from '../../../lib/form-rules';
import type { FieldError } from '../../../lib/graphql-error';
import type { MgmtSettings } from '../api/use-settings';
import { useSaveSettings } from '../api/use-save-settings';

const text = mgmtMessages.settings;
const common = mgmtMessages.common;
const MAX_TEXT = 200;

/** A rule that passes an empty field and checks a filled one. */
const filledMust = (valid: (value: string) => boolean, message: string): Rule => ({
  validator: async (_rule, value: string | undefined) => {
    const trimmed = (value ?? '').trim();
    if (trimmed !== '' && !valid(trimmed)) throw new Error(message);
  },
});

const tooLong: Rule = { max: MAX_TEXT, message: fill(common.tooLong, { max: MAX_TEXT }) };
/** Registration opens no later than the event starts (the api's rule too). */
const registrationFirst: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: string | undefined) => {
    if (!inOrder(value, getFieldValue('fallbackEventStart') as string | undefined)) throw new Error(text.registrationAfterStart);
  },
});
const emailRules: Rule[] = [{ required: true, whitespace: true, message: common.required }, { type: 'email', message: common.email }, tooLong];
const socialRules = [filledMust(isSocialPageUrl, text.socialPageUrlInvalid), tooLong];
const videoRules = [filledMust((value) => videoEmbedUrl(value) !== null, text.introVideoUrlInvalid), tooLong];

/** The api's field errors in this form's words; the others get the general text. */
const fieldMessages: Partial<Record<keyof SettingsInput, string>> = {
  contactEmail: common.email,
  socialPageUrl: text.socialPageUrlInvalid,
  introVideoUrl: text.introVideoUrlInvalid,
  fallbackRegistrationFrom: text.registrationAfterStart,
};
const explain = (error: FieldError): string | undefined => fieldMessages[error.field as keyof SettingsInput];

/**
 * The settings in three cards. A save shows them as saved (a video link as its player URL); a
 * failed one marks the fields and keeps everything typed.
 */
export function SettingsForm({ settings }: { settings: MgmtSettings }) {
  const [form] = Form.useForm<SettingsInput>();
  const save = useSaveSettings();
  const { submit, saving, failure } = useFormSubmit(form, async (values: SettingsInput) => form.setFieldsValue(await save(values)), text.saved, explain);
  return (
    <Form<SettingsInput> name="settings" form={form} layout="vertical" initialValues={settings} onFinish={(values) => void submit(values)}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{text.intro}</Typography.Paragraph>
        <Card title={text.contactTitle}>
          <Form.Item name="contactEmail" label={text.contactEmail} extra={text.contactEmailHelp} rules={emailRules}>
            <Input type="email" maxLength={MAX_TEXT} />
          </Form.Item>
          <Form.Item name="socialPageUrl" label={text.socialPageUrl} extra={text.socialPageUrlHelp} rules={socialRules}>
            <Input inputMode="url" maxLength={MAX_TEXT} />
          </Form.Item>
          <Form.Item name="introVideoUrl" label={text.introVideoUrl} extra={text.introVideoUrlHelp} rules={videoRules}>
            <Input inputMode="url" maxLength={MAX_TEXT} />
          </Form.Item>
        </Card>
        <Card title={text.datesTitle}>
          <Typography.Paragraph type="secondary">{text.datesHelp}</Typography.Paragraph>
          <Form.Item name="fallbackEventStart" label={text.fallbackEventStart} rules={[requiredValue]}>
            <DateTimePicker aria-label={text.fallbackEventStart} />
          </Form.Item>
          <Form.Item
            name="fallbackRegistrationFrom"
            label={text.fallbackRegistrationFrom}
            dependencies={['fallbackEventStart']}
            rules={[requiredValue, registrationFirst]}
          >
            <DateTimePicker aria-label={text.fallbackRegistrationFrom} />
          </Form.Item>
        </Card>
        <Card title={text.paymentTitle}>
          <Form.Item name="paymentDetails" label={text.paymentDetails} extra={text.paymentDetailsHelp} rules={[tooLong]}>
            <Input maxLength={MAX_TEXT} />
          </Form.Item>
        </Card>
        {failure && <Alert type="error" showIcon title={failure} />}
        <Flex>
          <Button type="primary" htmlType="submit" loading={saving}>
            {common.save}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
