import { Card, Typography } from '@usb/ui/core';
import { Navigate } from '@usb/contracts/router';
import { staffMessages } from '../../../texts';
import { BattlePicker } from '../../../components/battle-picker';
import { StaffPage } from '../../../components/staff-page';
import { useStaffSelection } from '../../../hooks/use-staff-selection';

const text = staffMessages.live;

/** /staff/live: the live view of the staff selection's battle, or a choice of battle first. */
export default function StaffLiveStart() {
  const [selection] = useStaffSelection();
  if (selection.battleID) return <Navigate to={`/staff/live/${selection.battleID}`} replace />;
  return (
    <StaffPage title={text.open}>
      <Card size="small">
        <Typography.Paragraph type="secondary">{text.chooseBattle}</Typography.Paragraph>
        <BattlePicker />
      </Card>
    </StaffPage>
  );
}
