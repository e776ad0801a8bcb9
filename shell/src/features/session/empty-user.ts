import type { SessionUser } from '@usb/contracts/session';

/** The user used when loading the current user fails, so the page keeps working without one. */
export const emptyUser: SessionUser = {
  id: '',
  activated: false,
  roles: [],
  contactInfo: { firstName: '', lastName: '', fullName: '', email: '', mobile: '' },
  loginInfo: { userName: '' },
  patrols: [],
};
