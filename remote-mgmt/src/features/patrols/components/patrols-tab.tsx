import { categoryName, corpsName } from '@usb/schema/domain';
import { useState } from 'react';
import { Button, Flex } from '@usb/ui/core';
import { Table, type ColumnsType } from '@usb/ui/table';
import { useParams } from '@usb/contracts/router';
import { mgmtMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { fill } from '@usb/contracts/messages';
import { ConfirmButton } from '../../../components/confirm-button';
import { runAndNotify } from '../../../lib/notify';
import { useBattlePatrols, type MgmtPatrol } from '../api/use-battle-patrols';
import { useChangePatrols } from '../api/use-change-patrols';
import { PatrolDrawer } from './patrol-drawer';
import { PatrolMembers } from './patrol-members';

const text = mgmtMessages.patrols;

/**
 * The battle's Patruljer tab: every patrol with its members (open a row), removing a member or a
 * whole patrol after asking, and 'Redigér', a drawer where an admin edits the patrol at any time.
 */
export default function PatrolsTab() {
  const { battleID = '' } = useParams();
  const { patrols, loading, failed, retry } = useBattlePatrols(battleID);
  const changes = useChangePatrols(battleID);
  const { removeMember, removePatrol } = changes;
  const [editingID, setEditingID] = useState<string | null>(null);
  const columns: ColumnsType<MgmtPatrol> = [
    { key: 'name', title: text.name, dataIndex: 'name' },
    { key: 'category', title: text.category, render: (_, patrol) => categoryName(patrol.category) },
    { key: 'corps', title: text.corps, render: (_, patrol) => corpsName(patrol.corps) },
    { key: 'members', title: text.members, align: 'right', render: (_, patrol) => patrol.members.length },
    { key: 'answered', title: text.answeredTasks, align: 'right', dataIndex: 'answeredTasks' },
    {
      key: 'actions',
      title: '',
      render: (_, patrol) => (
        <Flex gap="small">
          <Button size="small" onClick={() => setEditingID(patrol.id)}>
            {mgmtMessages.common.edit}
          </Button>
          <ConfirmButton
            size="small"
            danger
            question={fill(text.deletePatrolConfirm, { name: patrol.name })}
            okText={mgmtMessages.common.confirmDelete}
            onConfirm={() => runAndNotify(() => removePatrol(patrol.id), text.patrolDeleted, text.changeError)}
          >
            {text.deletePatrol}
          </ConfirmButton>
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap="middle">
      {failed && <LoadError onRetry={retry} />}
      <Table<MgmtPatrol>
        rowKey="id"
        columns={columns}
        dataSource={patrols}
        loading={loading}
        pagination={false}
        locale={{ emptyText: text.empty }}
        scroll={{ x: true }}
        expandable={{
          expandedRowRender: (patrol) => (
            <PatrolMembers
              patrol={patrol}
              onRemove={(member) => void runAndNotify(() => removeMember(patrol.id, member.id), text.memberRemoved, text.changeError)}
            />
          ),
        }}
      />
      <PatrolDrawer patrol={patrols.find((patrol) => patrol.id === editingID)} patrols={patrols} changes={changes} onClose={() => setEditingID(null)} />
    </Flex>
  );
}
