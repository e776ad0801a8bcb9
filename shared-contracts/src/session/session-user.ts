/** The current user as the session knows it (SPEC.md section 3, User). */
export interface SessionUser {
  id: string;
  activated: boolean;
  roles: { id: number }[];
  contactInfo: {
    firstName: string;
    lastName: string;
    fullName: string;
    email: string;
    mobile: string;
  };
  loginInfo: { userName: string };
  patrols: { id: string; battleID: string }[];
}
