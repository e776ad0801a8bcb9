import { ROLE_ADMIN } from '@usb/contracts/domain';
import { RequireRoles } from '@usb/contracts/guards';
import { Navigate, Route, Routes } from '@usb/contracts/router';
import { UsersPage } from '../features/users/components/users-page';

const adminRoles = [ROLE_ADMIN];

/** The management area, mounted by the shell at /mgmt/*. Admins only. */
export default function MgmtRoutes() {
  return (
    <Routes>
      <Route path="users" element={<RequireRoles anyOf={adminRoles}><UsersPage /></RequireRoles>} />
      <Route path="*" element={<Navigate to="/mgmt/users" replace />} />
    </Routes>
  );
}
