import { lazy, Suspense, type ReactNode } from 'react';
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/contracts/domain';
import { RequireRoles } from '@usb/contracts/guards';
import { Navigate, Route, Routes } from '@usb/contracts/router';
import { LoadingBlock } from '../components/loading-block';
import { StaffTasksPage } from '../features/tasks/components/staff-tasks-page';

const CorrectionPage = lazy(() => import('../features/correction/components/correction-page'));
const StaffQuestionsPage = lazy(() => import('../features/questions/components/staff-questions-page'));
const StaffPatrolsPage = lazy(() => import('../features/patrols/components/staff-patrols-page'));
const StaffResultsPage = lazy(() => import('../features/results/components/staff-results-page'));
const RevealPage = lazy(() => import('../features/results/components/reveal-page'));

const staffRoles = [ROLE_STAFF, ROLE_ADMIN];

/** Staff (StaffRole) or admins only; the api checks per battle who is on its staff. */
function StaffOnly({ children }: { children: ReactNode }) {
  return (
    <RequireRoles anyOf={staffRoles}>
      <Suspense fallback={<LoadingBlock />}>{children}</Suspense>
    </RequireRoles>
  );
}

/**
 * The staff area, mounted by the shell at /staff/*: the correction queue (the landing page,
 * loaded with the remote), the correction view, the patrols' questions, the patrols overview, the results (build, publish, hide, delete) and their reveal.
 */
export default function StaffRoutes() {
  return (
    <Routes>
      <Route
        path="tasks"
        element={
          <StaffOnly>
            <StaffTasksPage />
          </StaffOnly>
        }
      />
      <Route
        path="tasks/answers/:id"
        element={
          <StaffOnly>
            <CorrectionPage />
          </StaffOnly>
        }
      />
      <Route
        path="questions"
        element={
          <StaffOnly>
            <StaffQuestionsPage />
          </StaffOnly>
        }
      />
      <Route
        path="patrols"
        element={
          <StaffOnly>
            <StaffPatrolsPage />
          </StaffOnly>
        }
      />
      <Route
        path="results"
        element={
          <StaffOnly>
            <StaffResultsPage />
          </StaffOnly>
        }
      />
      <Route
        path="results/:battleID/reveal"
        element={
          <StaffOnly>
            <RevealPage />
          </StaffOnly>
        }
      />
      <Route path="*" element={<Navigate to="/staff/tasks" replace />} />
    </Routes>
  );
}
