import { Alert, Flex, Space } from '@usb/contracts/ui/core';
import { Form } from '@usb/contracts/ui/forms';
import { Input } from '@usb/contracts/ui/inputs';
import { mgmtMessages } from '@usb/contracts/messages/mgmt';
import { ConfirmButton } from '../../../components/confirm-button';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { fill } from '../../../lib/fill';
import type { FieldError } from '../../../lib/graphql-error';
import { RESULT_PATH_PATTERN, resultUrl } from '../lib/result-path';

const text = mgmtMessages.results;

/** The form's name; antd gives the path field the id `${FORM_NAME}_path`, which the label names. */
const FORM_NAME = 'publish-result';

const pathRules = [
  { required: true, message: mgmtMessages.common.required },
  { pattern: RESULT_PATH_PATTERN, message: text.pathInvalid },
];

function explainPath({ code }: FieldError): string | undefined {
  return code === 'CONFLICT' ? text.pathTaken : text.pathInvalid;
}

/** Publishes the result under resultater/{path}, after asking; the path starts as the api's slug of the battle name. */
export function PublishForm({ path, busy, publish }: { path: string; busy: boolean; publish: (path: string) => Promise<unknown> }) {
  const [form] = Form.useForm<{ path: string }>();
  const typed = Form.useWatch('path', form) ?? path;
  const { submit, failure } = useFormSubmit(form, ({ path: chosen }: { path: string }) => publish(chosen.trim()), text.publishedDone, explainPath);
  return (
    <Form name={FORM_NAME} form={form} layout="inline" initialValues={{ path }} onFinish={(values) => void submit(values)}>
      <Flex gap="small" wrap align="start">
        <Form.Item label={text.path} htmlFor={`${FORM_NAME}_path`} extra={text.pathHint} required>
          <Space.Compact>
            <Space.Addon>/resultater/</Space.Addon>
            <Form.Item name="path" rules={pathRules} noStyle>
              <Input maxLength={100} style={{ minWidth: 320 }} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <ConfirmButton
          type="primary"
          loading={busy}
          question={fill(text.publishConfirm, { url: resultUrl(typed) })}
          okText={text.publish}
          onConfirm={() => form.submit()}
        >
          {text.publish}
        </ConfirmButton>
      </Flex>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 8, width: '100%' }} />}
    </Form>
  );
}
