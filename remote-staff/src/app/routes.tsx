import { ROLE_ADMIN, ROLE_STAFF } from '@usb/contracts/domain';
import { RequireRoles } from '@usb/contracts/guards';
import { Navigate, Route, Routes } from '@usb/contracts/router';
import { StaffPatrolsPage } from '../features/patrols/components/staff-patrols-page';
import { StaffTasksPage } from '../features/tasks/components/staff-tasks-page';

const staffRoles = [ROLE_STAFF, ROLE_ADMIN];

/** The staff area, mounted by the shell at /staff/*. Staff or admin only. */
export default function StaffRoutes() {
  return (
    <Routes>
      <Route path="tasks" element={<RequireRoles anyOf={staffRoles}><StaffTasksPage /></RequireRoles>} />
      <Route path="patrols" element={<RequireRoles anyOf={staffRoles}><StaffPatrolsPage /></RequireRoles>} />
      <Route path="*" element={<Navigate to="/staff/tasks" replace />} />
    </Routes>
  );
}
