import { emit } from '@usb/contracts/events';
import { LoadError } from '@usb/contracts/components';
import { Alert, Button, Flex, Typography } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { ConfirmButton } from '../../../components/confirm-button';
import { DateTimePicker } from '../../../components/date-time-picker';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { formatDateTime } from '../../../lib/copenhagen-time';
import { requiredText, requiredValue } from '../../../lib/form-rules';
import { useChangeDeployLock, useDeployLock, type DeployLock } from '../api/use-deploy-lock';
import { untilRule } from '../lib/lock-rules';

const text = mgmtMessages.modules.lock;

interface Values {
  from: string;
  until: string;
  reason: string;
}

/** The lock as a sentence: in force now, coming, or over. */
function lockStatus(lock: DeployLock): { type: 'warning' | 'info'; title: string } {
  const values = { from: formatDateTime(lock.from), until: formatDateTime(lock.until), reason: lock.reason };
  if (lock.active) return { type: 'warning', title: fill(text.active, values) };
  if (Date.parse(lock.until) > Date.now()) return { type: 'info', title: fill(text.scheduled, values) };
  return { type: 'info', title: fill(text.ended, values) };
}

/**
 * 'Udrulningslås': the lock that keeps the site as it is for the hours of a battle (no deploy
 * that activates, no activation, no canary raised; rolling back always works), with a form that
 * sets it (replacing the one there is) and 'Fjern låsen'.
 */
export function DeployLockSection() {
  const { lock, loading, failed, retry } = useDeployLock();
  const { setLock, clearLock, changing } = useChangeDeployLock();
  const [form] = Form.useForm<Values>();
  const { submit, saving, failure } = useFormSubmit(form, ({ from, until, reason }: Values) => setLock(from, until, reason.trim()), text.saved);

  const clear = async () => {
    try {
      await clearLock();
      emit('alert', { type: 'success', message: text.cleared, dismissible: true, timeout: 3000 });
    } catch {
      emit('alert', { type: 'error', message: text.clearError, dismissible: true });
    }
  };
  const status = lock ? lockStatus(lock) : null;

  return (
    <section aria-labelledby="deploy-lock">
      <Typography.Title level={3} id="deploy-lock">
        {text.title}
      </Typography.Title>
      <Typography.Paragraph>{text.intro}</Typography.Paragraph>
      {failed && <LoadError onRetry={retry} />}
      {!loading && lock && status && (
        <Alert
          type={status.type}
          showIcon
          title={status.title}
          description={
            <Flex vertical gap="small" align="start">
              <span>{fill(text.setBy, { by: lock.setBy })}</span>
              <ConfirmButton size="small" question={text.clearConfirm} disabled={changing} onConfirm={clear}>
                {text.clear}
              </ConfirmButton>
            </Flex>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      <Form<Values> name="deploy-lock" form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Flex gap="middle" wrap>
          <Form.Item
            name="from"
            label={text.from}
            rules={[{ ...requiredValue, message: text.required }]}
            style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 240 }}
          >
            <DateTimePicker aria-label={text.from} />
          </Form.Item>
          <Form.Item
            name="until"
            label={text.until}
            dependencies={['from']}
            rules={[{ ...requiredValue, message: text.required }, untilRule]}
            style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 240 }}
          >
            <DateTimePicker aria-label={text.until} />
          </Form.Item>
        </Flex>
        <Form.Item name="reason" label={text.reason} rules={requiredText(200)}>
          <Input maxLength={200} style={{ maxWidth: 480 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {text.set}
        </Button>
      </Form>
      {failure && <Alert type="error" showIcon title={text.error} style={{ marginTop: 8 }} />}
    </section>
  );
}
