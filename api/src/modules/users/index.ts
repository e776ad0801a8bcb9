/** The users module: accounts, roles and `request.caller`. Other modules use `app.users` and these types. */
export { default } from './users-plugin';
export type { UserActivationSteps, UserRecord } from './users-repository';
export { holdsRole, isAdmin, requireAdmin } from './role-check';
export { type EnsuredUser, type NewAccount, type UsersService } from './users-service';
export { toGraphqlUser, toPublicUser, toSessionUser } from './user-view';
