import type { SessionUser } from '@usb/contracts/session';

export interface Credentials {
  identifier: string;
  password: string;
}

/** Answer of POST /api/auth and GET /api/auth/current. */
export interface LoginSession {
  token: string;
  user: SessionUser;
}

export interface ContactInfoInput {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

export interface LoginInfoInput {
  userName: string;
  password: string;
}

/** Payload of POST /api/user/signup; the answer is a LoginSession for the new user. */
export interface SignupRequest {
  contactInfo: ContactInfoInput;
  loginInfo: LoginInfoInput;
}

export interface SendResetMailRequest {
  identifier: string;
}

export interface ResetPasswordRequest {
  key: string;
  password: string;
}

export interface ActivateUserRequest {
  activationKey: string;
}

/** Body of every REST error: a stable code, and for BAD_USER_INPUT the offending fields. */
export interface RestError {
  code: string;
  message: string;
  fields?: string[];
}
