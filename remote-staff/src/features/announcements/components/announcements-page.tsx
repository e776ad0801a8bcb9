import { LoadError } from '@usb/contracts/components';
import { staffMessages } from '../../../texts';
import { Flex, Typography } from '@usb/ui/core';
import { BattlePickerCard } from '../../../components/battle-picker';
import { StaffPage } from '../../../components/staff-page';
import { useStaffSelection } from '../../../hooks/use-staff-selection';
import { useStaffPatrols } from '../../patrols/api/use-staff-patrols';
import { useAnnouncements } from '../api/use-announcements';
import { AnnouncementForm } from './announcement-form';
import { AnnouncementList } from './announcement-list';

const text = staffMessages.announcements;

/** /staff/announcements: write to the selected battle's patrols, and see what was sent and who has it (docs/live.md). */
export default function AnnouncementsPage() {
  const [selection] = useStaffSelection();
  const battleID = selection.battleID;
  const { announcements, loading, failed, retry } = useAnnouncements(battleID);
  const { patrols } = useStaffPatrols(battleID);
  return (
    <StaffPage title={text.title}>
      <BattlePickerCard />
      {!battleID ? (
        <Typography.Paragraph type="secondary">{text.chooseBattle}</Typography.Paragraph>
      ) : (
        <Flex vertical gap={16}>
          <AnnouncementForm battleID={battleID} patrols={patrols} />
          {failed ? <LoadError onRetry={retry} /> : !loading && <AnnouncementList battleID={battleID} announcements={announcements} />}
        </Flex>
      )}
    </StaffPage>
  );
}
