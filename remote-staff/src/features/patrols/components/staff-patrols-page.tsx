import { messages } from '@usb/contracts/messages';
import { StaffPage } from '../../staff-selection/components/staff-page';

/** /staff/patrols: the patrols overview (the corrector comes with the event-night issue). */
export function StaffPatrolsPage() {
  return <StaffPage title={messages.staffArea.patrolsTitle} />;
}
