/** Role ids as the api stores them (docs/authorization.md). Admin passes every staff check. */
export const ROLE_ADMIN = 1;
export const ROLE_STAFF = 2;

export const roleNames: Record<number, string> = {
  [ROLE_ADMIN]: 'AdminRole',
  [ROLE_STAFF]: 'StaffRole',
};
