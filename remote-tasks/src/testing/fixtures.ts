import type { SessionUser } from '@usb/contracts/session';

/** A logged-in patrol member (user 7). */
export const testUser: SessionUser = {
  id: '7',
  activated: true,
  roles: [],
  contactInfo: { firstName: 'Mette', lastName: 'Hansen', fullName: 'Mette Hansen', email: 'mette@example.dk', mobile: '12345678' },
  loginInfo: { userName: 'mette01' },
  patrols: [{ id: 'p1', battleID: 'b1' }],
};
