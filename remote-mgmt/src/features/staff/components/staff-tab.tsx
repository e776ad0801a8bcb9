import { Flex, Typography } from '@usb/ui/core';
import { useParams } from '@usb/contracts/router';
import { mgmtMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { runAndNotify } from '../../../lib/notify';
import { useBattleStaff } from '../api/use-battle-staff';
import { useChangeStaff } from '../api/use-change-staff';
import { FeedbackReleaseSetting } from './feedback-release-setting';
import { StaffMembersTable } from './staff-members-table';
import { StaffSearch } from './staff-search';

const text = mgmtMessages.staffMembers;

/** The battle's Stab tab: its staff members, when patrols see the staff's points and notes, and a user search to add more and give StaffRole. */
export default function StaffTab() {
  const { battleID = '' } = useParams();
  const { members, loading, failed, retry } = useBattleStaff(battleID);
  const { addMember, removeMember, busy } = useChangeStaff(battleID);
  return (
    <Flex vertical gap="large">
      <Flex vertical gap="small">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {text.title}
        </Typography.Title>
        {failed && <LoadError onRetry={retry} />}
        <StaffMembersTable
          members={members}
          loading={loading}
          busy={busy}
          onRemove={(user) => void runAndNotify(() => removeMember(user.id), text.changed, text.changeError)}
        />
      </Flex>
      <FeedbackReleaseSetting battleID={battleID} />
      <StaffSearch
        staffIds={new Set(members.map((member) => member.id))}
        busy={busy}
        onAdd={(user) => void runAndNotify(() => addMember(user.id), text.changed, text.changeError)}
      />
    </Flex>
  );
}
