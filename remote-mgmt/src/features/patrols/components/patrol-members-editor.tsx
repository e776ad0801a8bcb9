import { Alert, Button, Flex, Typography } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { Select } from '@usb/ui/pickers';
import { Table, type ColumnsType } from '@usb/ui/table';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { ConfirmButton } from '../../../components/confirm-button';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import type { FieldError } from '../../../lib/graphql-error';
import { runAndNotify } from '../../../lib/notify';
import type { MgmtPatrol, MgmtPatrolMember } from '../api/use-battle-patrols';
import type { PatrolChanges } from '../api/use-change-patrols';

const text = mgmtMessages.patrols;

const explainUser = ({ code }: FieldError) => (code === 'NOT_FOUND' ? text.unknownUser : code === 'CONFLICT' ? text.alreadyInPatrol : undefined);

/**
 * An admin's view of a patrol's members: move any but the owner (the first) to another patrol of
 * the battle, remove them, or add a user by user name or e-mail.
 */
export function PatrolMembersEditor({
  patrol,
  patrols,
  changes,
}: {
  patrol: MgmtPatrol;
  patrols: MgmtPatrol[];
  changes: Pick<PatrolChanges, 'addMember' | 'moveMember' | 'removeMember'>;
}) {
  const [form] = Form.useForm<{ user: string }>();
  const { submit, saving, failure } = useFormSubmit(
    form,
    async ({ user }: { user: string }) => {
      await changes.addMember(patrol.id, user);
      form.resetFields();
    },
    text.memberAdded,
    explainUser,
  );
  const owner = patrol.members[0]?.id;
  const otherPatrols = patrols.filter((other) => other.id !== patrol.id).map((other) => ({ value: other.id, label: other.name }));
  const columns: ColumnsType<MgmtPatrolMember> = [
    {
      key: 'name',
      title: mgmtMessages.staffMembers.name,
      render: (_, member) => (
        <>
          {member.contactInfo.fullName}
          {member.id === owner && <Typography.Text type="secondary"> ({text.owner})</Typography.Text>}
        </>
      ),
    },
    { key: 'email', title: text.email, render: (_, member) => member.contactInfo.email },
    {
      key: 'actions',
      title: text.actions,
      render: (_, member) =>
        member.id === owner ? null : (
          <Flex gap="small" wrap>
            <Select
              size="small"
              style={{ minWidth: 160 }}
              placeholder={text.moveTo}
              aria-label={fill(text.moveMember, { name: member.contactInfo.fullName })}
              options={otherPatrols}
              value={null}
              onChange={(toPatrolID: string) =>
                void runAndNotify(() => changes.moveMember(patrol.id, member.id, toPatrolID), text.memberMoved, text.changeError)
              }
            />
            <ConfirmButton
              size="small"
              danger
              question={fill(text.removeMemberConfirm, { name: member.contactInfo.fullName, patrol: patrol.name })}
              onConfirm={() => void runAndNotify(() => changes.removeMember(patrol.id, member.id), text.memberRemoved, text.changeError)}
            >
              {text.removeMember}
            </ConfirmButton>
          </Flex>
        ),
    },
  ];
  return (
    <Flex vertical gap="middle">
      <Table<MgmtPatrolMember> rowKey="id" size="small" columns={columns} dataSource={patrol.members} pagination={false} scroll={{ x: true }} />
      <Form<{ user: string }> name="add-member" form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="user" label={text.addMember} rules={[{ required: true, whitespace: true, message: mgmtMessages.common.required }]}>
          <Input placeholder={text.addMemberPlaceholder} maxLength={200} autoComplete="off" />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Button htmlType="submit" loading={saving}>
          {text.add}
        </Button>
      </Form>
    </Flex>
  );
}
