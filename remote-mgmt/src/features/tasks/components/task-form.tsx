import { patrolCategories } from '@usb/schema/domain';
import { Alert, Button, Flex } from '@usb/ui/core';
import { Switch } from '@usb/ui/controls';
import { Form } from '@usb/ui/forms';
import { Checkbox, Input } from '@usb/ui/inputs';
import { mgmtMessages } from '../../../texts';
import { DateTimePicker } from '../../../components/date-time-picker';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { explainTaskField, taskRules, type TaskFormValues } from '../lib/task-rules';
import { TaskTimeline } from './task-timeline';

const text = mgmtMessages.tasks;
const categoryOptions = patrolCategories.map((category) => ({ value: category.value, label: category.name }));

export interface TaskFormProps {
  initialValues: TaskFormValues;
  save: (values: TaskFormValues) => Promise<unknown>;
  success: string;
}

/** A task's fields, with the three times on a timeline and their order checked before saving. */
export function TaskForm({ initialValues, save, success }: TaskFormProps) {
  const [form] = Form.useForm<TaskFormValues>();
  const availableFrom = Form.useWatch('availableFrom', form);
  const close = Form.useWatch('close', form);
  const availableTo = Form.useWatch('availableTo', form);
  const { submit, saving, failure } = useFormSubmit(form, save, success, explainTaskField);
  return (
    <Form<TaskFormValues> name="task" form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)}>
      <Form.Item name="name" label={text.name} rules={taskRules.name}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={text.description}>
        <RichTextField aria-label={text.description} />
      </Form.Item>
      <Form.Item name="patrolCategories" label={text.categories} rules={taskRules.patrolCategories}>
        <Checkbox.Group options={categoryOptions} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item name="availableFrom" label={text.availableFrom} rules={taskRules.availableFrom}>
          <DateTimePicker aria-label={text.availableFrom} />
        </Form.Item>
        <Form.Item name="close" label={text.close} rules={taskRules.close} dependencies={['availableFrom']}>
          <DateTimePicker aria-label={text.close} />
        </Form.Item>
        <Form.Item name="availableTo" label={text.availableTo} rules={taskRules.availableTo} dependencies={['close']}>
          <DateTimePicker aria-label={text.availableTo} />
        </Form.Item>
      </Flex>
      <TaskTimeline times={{ availableFrom, close, availableTo }} />
      <Form.Item name="displayDate" label={text.displayDate} valuePropName="checked">
        <Switch />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={saving}>
        {mgmtMessages.common.save}
      </Button>
    </Form>
  );
}
