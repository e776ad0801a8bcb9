import { lazy, Suspense, type ReactNode } from 'react';
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/schema/domain';
import { RequireRoles } from '@usb/contracts/guards';
import { LoadingBlock } from '@usb/ui/core';
import { Navigate, Route, Routes } from '@usb/contracts/router';
import { StaffTasksPage } from '../features/tasks/components/staff-tasks-page';

const CorrectionPage = lazy(() => import('../features/correction/components/correction-page'));
const StaffQuestionsPage = lazy(() => import('../features/questions/components/staff-questions-page'));
const StaffPatrolsPage = lazy(() => import('../features/patrols/components/staff-patrols-page'));
const StaffResultsPage = lazy(() => import('../features/results/components/staff-results-page'));
const RevealPage = lazy(() => import('../features/results/components/reveal-page'));
const AnnouncementsPage = lazy(() => import('../features/announcements/components/announcements-page'));
const StaffGalleryPage = lazy(() => import('../features/gallery/components/staff-gallery-page'));
const StaffLiveStart = lazy(() => import('../features/live/components/staff-live-start'));
const StaffLivePage = lazy(() => import('../features/live/components/staff-live-page'));

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
 * loaded with the remote), the correction view, the patrols' questions, the patrols overview, the announcements, the results (build, publish,
 * hide, delete) and their reveal, the gallery and the live view of the night.
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
        path="announcements"
        element={
          <StaffOnly>
            <AnnouncementsPage />
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
      <Route
        path="gallery"
        element={
          <StaffOnly>
            <StaffGalleryPage />
          </StaffOnly>
        }
      />
      <Route
        path="live"
        element={
          <StaffOnly>
            <StaffLiveStart />
          </StaffOnly>
        }
      />
      <Route
        path="live/:battleID"
        element={
          <StaffOnly>
            <StaffLivePage />
          </StaffOnly>
        }
      />
      <Route path="*" element={<Navigate to="/staff/tasks" replace />} />
    </Routes>
  );
}
