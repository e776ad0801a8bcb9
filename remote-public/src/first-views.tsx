/**
 * The first views of this remote's pages without parameters: their markup while their data
 * loads, rendered at build time into first-views.json (the factory's FirstViewsPlugin). The api
 * serves each inside index.html's page area, so a phone paints the page before any script has
 * run (docs: ../README.md, "First views"). A page listed here must render in node: no browser
 * object outside effects. kitStyles: the page shows fields (the forms, inputs or light form
 * kit), whose styles are in the kits' stylesheet, which then styles the first paint.
 */
import { renderFirstViews } from '@usb/contracts/first-view-render';
import { AboutPage } from './features/info/components/about-page';
import { ContactPage } from './features/info/components/contact-page';
import { PracticalPage } from './features/info/components/practical-page';
import { EventsPage } from './features/events/components/events-page';
import { HomePage } from './features/home/components/home-page';
import { LoginPage } from './features/login/components/login-page';
import { ForgottenPasswordPage } from './features/forgotten-password/components/forgotten-password-page';
import { SignupPage } from './features/signup/components/signup-page';

export const firstViews = renderFirstViews([
  { path: '/', element: <HomePage />, kitStyles: false },
  { path: '/events', element: <EventsPage />, kitStyles: false },
  { path: '/om', element: <AboutPage />, kitStyles: false },
  { path: '/kontakt', element: <ContactPage />, kitStyles: false },
  { path: '/praktisk', element: <PracticalPage />, kitStyles: false },
  { path: '/login', element: <LoginPage />, kitStyles: true },
  { path: '/login/forgotten', element: <ForgottenPasswordPage />, kitStyles: true },
  { path: '/user/signup', element: <SignupPage />, kitStyles: true },
]);
