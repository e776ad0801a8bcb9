import type { SessionUser } from '@usb/contracts/session';

/** The user used when loading the current user fails (SPEC.md section 4). */
export const emptyUser: SessionUser = {
  id: '',
  activated: false,
  roles: [],
  contactInfo: { firstName: '', lastName: '', fullName: '', email: '', mobile: '' },
  loginInfo: { userName: '' },
  patrols: [],
};
