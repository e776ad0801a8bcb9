/** Domain constants shared by every part: roles, categories, corps, badges, timings, fallback dates. */
export { ROLE_ADMIN, ROLE_STAFF, roleNames } from './roles';
export { patrolCategories, categoryName, type PatrolCategory } from './categories';
export { corpsList, namedCorps, corpsName } from './corps';
export { badgeProducts, badgeProduct, badgeOrderTotal, SHIPPING_PRICE, type BadgeProduct } from './badges';
export { timings } from './timings';
export {
  DEFAULT_EVENT_END,
  DEFAULT_REGISTRATION_OPENS,
  STAFF_STATE_STORAGE_KEY,
  DEFAULT_PAGE_TITLE,
  DEFAULT_PAGE_DESCRIPTION,
  CONTACT_EMAIL,
  SOCIAL_PAGE_URL,
  INTRO_VIDEO_URL,
} from './event-constants';
export { remoteModules, remoteNames, isRemoteName, SHELL_SHARED_VERSIONS_FILE, type RemoteName } from './remotes';
export { remoteMounts, mountedModuleFor } from './remotes';
export { CANARY_STEPS, ROLLOUT_ID_KEY, rolloutBucket, PREVIEW_PARAM } from './remotes';
export {
  FIRST_VIEWS_FILE,
  FIRST_VIEW_SLOT,
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_LIMITS,
  DEFERRED_STYLE_ATTRIBUTE,
  START_PRELOAD_ATTRIBUTE,
  SITE_THEME_CLASSES,
  isFirstViewsDocument,
  type FirstView,
  type FirstViewsDocument,
} from './first-views';
