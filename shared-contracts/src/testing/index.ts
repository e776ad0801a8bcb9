/**
 * Browser-side test helpers for the shell, the remotes and the contracts (jest and jsdom
 * only; never imported by a page). The jest preset (createJestConfig of @usb/build) installs
 * the browser globals and Testing Library's settings by itself.
 */
export { renderRoute } from './render-route';
export { mockFetch, type FakeReply, type RecordedRequest } from './fetch-mock';
export { testUser, patrolMember, userWithRoles } from './session-fixtures';
export { setViewportWidth } from '@usb/build/media-query';
