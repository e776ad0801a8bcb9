import { lazy, Suspense, type ReactNode } from 'react';
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/schema/domain';
import { RequireRoles } from '@usb/contracts/guards';
import { Navigate, Route, Routes } from '@usb/contracts/router';
import { LoadingBlock } from '@usb/ui/core';
import { BattlesPage } from '../features/battles/components/battles-page';

const BattlePage = lazy(() => import('../features/battles/components/battle-page'));
const TasksTab = lazy(() => import('../features/tasks/components/tasks-tab'));
const TaskPage = lazy(() => import('../features/tasks/components/task-page'));
const StaffTab = lazy(() => import('../features/staff/components/staff-tab'));
const BlogPage = lazy(() => import('../features/blog/components/blog-page'));
const PatrolsTab = lazy(() => import('../features/patrols/components/patrols-tab'));
const UsersPage = lazy(() => import('../features/users/components/users-page'));
const OrdersPage = lazy(() => import('../features/orders/components/orders-page'));
const ModulesPage = lazy(() => import('../features/modules/components/modules-page'));
const SettingsPage = lazy(() => import('../features/settings/components/settings-page'));

const adminRoles = [ROLE_ADMIN];
const staffOrAdminRoles = [ROLE_STAFF, ROLE_ADMIN];

/** Admins only, with a spinner while the screen's code loads. */
function AdminOnly({ children }: { children: ReactNode }) {
  return (
    <RequireRoles anyOf={adminRoles}>
      <Suspense fallback={<LoadingBlock />}>{children}</Suspense>
    </RequireRoles>
  );
}

/**
 * The management area, mounted by the shell at /mgmt/*: the battles (the landing page, loaded
 * with the remote) with their tabs, the users, the badge orders, the remotes' versions and
 * deploy tokens (Moduler) and the site settings (Indstillinger). Admins only, except the blog
 * (/mgmt/blog, the 'Stab' menu's Blog), which a battle's staff write too (the api checks that
 * they are on the battle's staff).
 */
export default function MgmtRoutes() {
  return (
    <Routes>
      <Route
        path="battles"
        element={
          <RequireRoles anyOf={adminRoles}>
            <BattlesPage />
          </RequireRoles>
        }
      />
      <Route
        path="battles/:battleID"
        element={
          <AdminOnly>
            <BattlePage />
          </AdminOnly>
        }
      >
        <Route
          path="opgaver"
          element={
            <AdminOnly>
              <TasksTab />
            </AdminOnly>
          }
        />
        <Route
          path="opgaver/:taskID"
          element={
            <AdminOnly>
              <TaskPage />
            </AdminOnly>
          }
        />
        <Route
          path="stab"
          element={
            <AdminOnly>
              <StaffTab />
            </AdminOnly>
          }
        />
        <Route
          path="patruljer"
          element={
            <AdminOnly>
              <PatrolsTab />
            </AdminOnly>
          }
        />
      </Route>
      <Route
        path="blog"
        element={
          <RequireRoles anyOf={staffOrAdminRoles}>
            <Suspense fallback={<LoadingBlock />}>
              <BlogPage />
            </Suspense>
          </RequireRoles>
        }
      />
      <Route
        path="users"
        element={
          <AdminOnly>
            <UsersPage />
          </AdminOnly>
        }
      />
      <Route
        path="orders"
        element={
          <AdminOnly>
            <OrdersPage />
          </AdminOnly>
        }
      />
      <Route
        path="moduler"
        element={
          <AdminOnly>
            <ModulesPage />
          </AdminOnly>
        }
      />
      <Route
        path="settings"
        element={
          <AdminOnly>
            <SettingsPage />
          </AdminOnly>
        }
      />
      <Route path="*" element={<Navigate to="/mgmt/battles" replace />} />
    </Routes>
  );
}
