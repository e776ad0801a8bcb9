import { Alert, Button } from '@usb/ui/core';
import { InputNumber } from '@usb/ui/controls';
import { Form } from '@usb/ui/forms';
import { Input, Radio } from '@usb/ui/inputs';
import { Select } from '@usb/ui/pickers';
import { corpsList, patrolCategories } from '@usb/schema/domain';
import { mgmtMessages } from '../../../texts';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import type { FieldError } from '../../../lib/graphql-error';
import type { MgmtPatrol } from '../api/use-battle-patrols';
import type { PatrolChanges } from '../api/use-change-patrols';

const text = mgmtMessages.patrols;
const corpsOptions = corpsList.map((corps) => ({ value: corps.value, label: corps.name }));
// 0 stands for no category on the form: a radio button cannot hold null.
const NO_CATEGORY = 0;
const categoryOptions = [
  ...patrolCategories.map((category) => ({ value: category.value, label: category.name })),
  { value: NO_CATEGORY, label: text.noCategory },
];

interface DetailsValues {
  name: string;
  category: number;
  corps: number;
  city: string;
  groupName: string;
  patrolSize: number | null;
}

const explainField = ({ field, code }: FieldError) => (field === 'name' && code === 'CONFLICT' ? text.nameTaken : undefined);

/** The patrol's name, category, corps, city, group and size, which an admin saves at any time. */
export function PatrolDetailsForm({ patrol, savePatrol }: { patrol: MgmtPatrol; savePatrol: PatrolChanges['savePatrol'] }) {
  const [form] = Form.useForm<DetailsValues>();
  const { submit, saving, failure } = useFormSubmit(
    form,
    (values: DetailsValues) => savePatrol({ id: patrol.id, ...values, category: values.category === NO_CATEGORY ? null : values.category }),
    text.saved,
    explainField,
  );
  const { name, corps, city, groupName, patrolSize } = patrol;
  const initialValues: DetailsValues = { name, category: patrol.category ?? NO_CATEGORY, corps, city, groupName, patrolSize };
  return (
    <Form<DetailsValues> name="patrol" form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)}>
      <Form.Item name="name" label={text.name} rules={[{ required: true, whitespace: true, message: text.nameRequired }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="category" label={text.category}>
        <Radio.Group options={categoryOptions} optionType="button" buttonStyle="solid" />
      </Form.Item>
      <Form.Item name="corps" label={text.corps}>
        <Select options={corpsOptions} showSearch={{ optionFilterProp: 'label' }} aria-label={text.corps} />
      </Form.Item>
      <Form.Item name="city" label={text.city}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="groupName" label={text.groupName}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="patrolSize" label={text.patrolSize}>
        <InputNumber min={0} max={10} precision={0} style={{ width: 120 }} />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={saving}>
        {mgmtMessages.common.save}
      </Button>
    </Form>
  );
}
