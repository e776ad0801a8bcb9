/** The current user as the session knows it (the api's User, with the fields the pages read). */
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
