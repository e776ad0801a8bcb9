import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from '@usb/contracts/router';
import { RequireLogin } from '@usb/contracts/guards';
import { FirstViewFallback } from '@usb/contracts/first-view';
import { LoadingBlock } from '@usb/ui/core';

/**
 * Every page is its own chunk, so the home route loads neither the forms nor the tables kit
 * (page weight, issue #2), and no other page loads the home page's countdown and lists
 * (issue #20). The home page shows its first view while its chunk loads.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const HomePage = lazyPage(() => import('../features/home/components/home-page'), 'HomePage');
const AboutPage = lazyPage(() => import('../features/info/components/about-page'), 'AboutPage');
const ContactPage = lazyPage(() => import('../features/info/components/contact-page'), 'ContactPage');
const PracticalPage = lazyPage(() => import('../features/info/components/practical-page'), 'PracticalPage');
const BadgeOrderPage = lazyPage(() => import('../features/badge-order/components/badge-order-page'), 'BadgeOrderPage');
const EventsPage = lazyPage(() => import('../features/events/components/events-page'), 'EventsPage');
const BattlePage = lazyPage(() => import('../features/battle/components/battle-page'), 'BattlePage');
const GallerySlideshowPage = lazyPage(() => import('../features/battle/components/gallery-slideshow-page'), 'GallerySlideshowPage');
const InvitePage = lazyPage(() => import('../features/invite/components/invite-page'), 'InvitePage');
const ResultsPage = lazyPage(() => import('../features/results/components/results-page'), 'ResultsPage');
const ActivationPage = lazyPage(() => import('../features/activation/components/activation-page'), 'ActivationPage');
const ForgottenPasswordPage = lazyPage(() => import('../features/forgotten-password/components/forgotten-password-page'), 'ForgottenPasswordPage');
const LoginPage = lazyPage(() => import('../features/login/components/login-page'), 'LoginPage');
const PasswordChangePage = lazyPage(() => import('../features/password-change/components/password-change-page'), 'PasswordChangePage');
const PasswordResetPage = lazyPage(() => import('../features/password-reset/components/password-reset-page'), 'PasswordResetPage');
const ProfilePage = lazyPage(() => import('../features/profile/components/profile-page'), 'ProfilePage');
const SignupPage = lazyPage(() => import('../features/signup/components/signup-page'), 'SignupPage');

/**
 * Exposed as `remote_public/Routes`. The shell mounts it at `/*`, so these paths are relative
 * to the site root, and this remote owns the redirect of every unknown URL to '/'. While a
 * page's chunk loads on the path the site was opened at, its first view (src/first-views.tsx)
 * stays on screen.
 */
export default function PublicRoutes() {
  return (
    <Suspense fallback={<FirstViewFallback fallback={<LoadingBlock />} />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="om" element={<AboutPage />} />
        <Route path="kontakt" element={<ContactPage />} />
        <Route path="praktisk" element={<PracticalPage />} />
        <Route path="maerkebestilling" element={<BadgeOrderPage />} />
        <Route path="events" element={<EventsPage />} />
        <Route path="battles/:id" element={<BattlePage />} />
        <Route path="battles/:id/galleri" element={<GallerySlideshowPage />} />
        <Route path="patrol/invite/:token" element={<InvitePage />} />
        <Route path="resultater/:path" element={<ResultsPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="login/forgotten" element={<ForgottenPasswordPage />} />
        <Route path="user/signup" element={<SignupPage />} />
        <Route
          path="user/activation/:key"
          element={
            <RequireLogin>
              <ActivationPage />
            </RequireLogin>
          }
        />
        <Route path="user/passwordreset/:key" element={<PasswordResetPage />} />
        <Route
          path="user"
          element={
            <RequireLogin>
              <ProfilePage />
            </RequireLogin>
          }
        />
        <Route
          path="user/passwordchange"
          element={
            <RequireLogin>
              <PasswordChangePage />
            </RequireLogin>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
