import { messages } from '@usb/contracts/messages';
import { StaffPage } from '../../staff-selection/components/staff-page';

/** /staff/tasks: the correction queue by task (the corrector comes with the event-night issue). */
export function StaffTasksPage() {
  return <StaffPage title={messages.staffArea.tasksTitle} />;
}
