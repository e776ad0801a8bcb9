import { useState } from 'react';
import { Flex, Space } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { emit } from '@usb/contracts/events';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import { ConfirmButton } from '../../../components/confirm-button';
import { publishFailure, RESULT_PATH_PATTERN, resultUrl } from '../lib/result-path';

const text = staffMessages.results;

/** The form's name; antd gives the path field the id `${FORM_NAME}_path`, which the label names. */
const FORM_NAME = 'publish-result';

const pathRules = [
  { required: true, message: text.pathRequired },
  { pattern: RESULT_PATH_PATTERN, message: text.pathInvalid },
];

export interface PublishFormProps {
  path: string;
  busy: boolean;
  publish: (path: string) => Promise<unknown>;
}

/**
 * Publishes the result under /resultater/{path}, after asking; the path starts as the result's
 * own. A refused path gets the reason under the field and keeps what was typed.
 */
export function PublishForm({ path, busy, publish }: PublishFormProps) {
  const [form] = Form.useForm<{ path: string }>();
  const typed = Form.useWatch('path', form) ?? path;
  const [saving, setSaving] = useState(false);
  const submit = async ({ path: chosen }: { path: string }) => {
    setSaving(true);
    try {
      await publish(chosen.trim());
      emit('alert', { type: 'success', message: text.publishedDone, dismissible: true, timeout: 3000 });
    } catch (error) {
      form.setFields([{ name: 'path', errors: [publishFailure(error)] }]);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form name={FORM_NAME} form={form} layout="vertical" initialValues={{ path }} onFinish={(values) => void submit(values)}>
      <Form.Item label={text.path} htmlFor={`${FORM_NAME}_path`} extra={text.pathHint} required style={{ marginBottom: 0 }}>
        <Flex gap="small" wrap>
          <Space.Compact style={{ flex: '1 1 260px', maxWidth: 480 }}>
            <Space.Addon>/resultater/</Space.Addon>
            <Form.Item name="path" rules={pathRules} noStyle>
              <Input maxLength={100} />
            </Form.Item>
          </Space.Compact>
          <ConfirmButton
            type="primary"
            loading={busy || saving}
            question={fill(text.publishConfirm, { url: resultUrl(typed.trim()) })}
            okText={text.publish}
            onConfirm={() => form.submit()}
          >
            {text.publish}
          </ConfirmButton>
        </Flex>
      </Form.Item>
    </Form>
  );
}
