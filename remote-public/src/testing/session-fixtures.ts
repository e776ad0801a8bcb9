import type { SessionUser } from '@usb/contracts/session';

export const testUser: SessionUser = {
  id: '7',
  activated: false,
  roles: [],
  contactInfo: {
    firstName: 'Mette',
    lastName: 'Hansen',
    fullName: 'Mette Hansen',
    email: 'mette@example.dk',
    mobile: '12345678',
  },
  loginInfo: { userName: 'mette01' },
  patrols: [],
};
