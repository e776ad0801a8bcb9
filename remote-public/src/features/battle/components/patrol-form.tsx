import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex } from '@usb/ui/core';
import { InputNumber } from '@usb/ui/controls';
import { Form } from '@usb/ui/forms';
import { Input, Radio } from '@usb/ui/inputs';
import { Select } from '@usb/ui/pickers';
import type { PatrolFieldsFragment } from '@usb/schema/graphql';
import { corpsList, patrolCategories, timings } from '@usb/schema/domain';
import { fill, messages } from '@usb/contracts/messages';
import { ScreenAlert } from '../../../components/screen-alert';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { emptyPatrolValues, patrolValuesOf, type PatrolValues } from '../api/patrol-values';
import { useParticipate } from '../api/use-participate';
import { useSavePatrol } from '../api/use-save-patrol';

const text = messages.patrolForm;
const corpsOptions = corpsList.map((corps) => ({ value: corps.value, label: corps.name }));
const categoryOptions = patrolCategories.map((category) => ({ value: category.value, label: category.name }));

/**
 * The patrol sign-up form of an event (docs/patrols.md). Without a patrol it is 'Tilmeld
 * patrulje' and the user becomes the owner; with one it is 'Tilmeldt som', where only the owner
 * edits and saves, until the battle starts; everyone else, and everyone once it has started (the
 * api answers CLOSED then), sees the fields disabled, no save button and why.
 */
export function PatrolForm({
  battleID,
  patrol,
  currentUserID,
  started,
  onParticipated,
}: {
  battleID: string;
  patrol: PatrolFieldsFragment | null;
  currentUserID: string;
  started: boolean;
  onParticipated: (patrol: PatrolFieldsFragment) => void;
}) {
  const [form] = Form.useForm<PatrolValues>();
  const { message, show, clear } = useTimedMessage();
  const [registeredNow, setRegisteredNow] = useState(false);
  const { participate, loading: participating } = useParticipate(battleID);
  const { save, loading: saving } = useSavePatrol(patrol?.id ?? '');
  const frozen = patrol !== null && started;
  const editable = patrol === null || (patrol.createdBy.id === currentUserID && !frozen);

  // The api's answer is the truth after participating or saving (e.g. the trimmed name).
  useEffect(() => {
    form.setFieldsValue(patrol ? patrolValuesOf(patrol) : emptyPatrolValues);
  }, [form, patrol]);

  const submit = async (values: PatrolValues) => {
    clear();
    if (patrol === null) {
      const created = await participate(values);
      if (created) {
        setRegisteredNow(true);
        show({ type: 'success', text: messages.patrol.participateSuccess }, timings.participateSuccessMessage);
        onParticipated(created);
      } else {
        show({ type: 'error', text: messages.patrol.participateFailure });
      }
    } else if (await save(values)) {
      show({ type: 'success', text: messages.patrol.saveSuccess });
    } else {
      show({ type: 'error', text: messages.patrol.saveFailure });
    }
  };

  return (
    <Card title={patrol ? `${text.existingTitle} ${patrol.name}` : text.newTitle}>
      <Flex vertical gap={12}>
        {registeredNow && <Alert type="success" showIcon title={messages.patrol.newRegistered} />}
        {frozen && <Alert type="info" showIcon title={text.startedLocked} />}
        {patrol && !frozen && !editable && <Alert type="info" showIcon title={fill(text.ownerOnly, { owner: patrol.createdBy.contactInfo.fullName })} />}
        <Form
          form={form}
          layout="vertical"
          initialValues={patrol ? patrolValuesOf(patrol) : emptyPatrolValues}
          onFinish={submit}
          disabled={!editable}
          requiredMark={false}
        >
          <Form.Item label={text.name} name="name" rules={[{ required: true, whitespace: true, message: text.nameRequired }]}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item label={text.category} name="category">
            <Radio.Group options={categoryOptions} optionType="button" buttonStyle="solid" />
          </Form.Item>
          <Form.Item label={text.corps} name="corps" rules={[{ required: true, message: text.corpsRequired }]}>
            <Select options={corpsOptions} showSearch={{ optionFilterProp: 'label' }} aria-label={text.corps} />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item label={text.city} name="city" style={{ flex: '1 1 200px' }}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item label={text.groupName} name="groupName" style={{ flex: '1 1 200px' }}>
              <Input maxLength={100} />
            </Form.Item>
          </Flex>
          <Form.Item label={text.patrolSize} name="patrolSize" extra={text.patrolSizeHint}>
            <InputNumber min={0} max={10} precision={0} style={{ width: 120 }} />
          </Form.Item>
          {editable && (
            <Button type="primary" htmlType="submit" block loading={participating || saving}>
              {patrol ? text.save : text.participate}
            </Button>
          )}
        </Form>
        <ScreenAlert message={message} />
      </Flex>
    </Card>
  );
}
