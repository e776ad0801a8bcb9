/**
 * Route guards (docs/authorization.md), for the shell and every remote. They read the one shared
 * session store and wait (spinner) while a stored token is still being checked.
 */
export { RequireLogin } from './require-login';
export { RequireActivated } from './require-activated';
export { RequireRoles, type RequireRolesProps } from './require-roles';
