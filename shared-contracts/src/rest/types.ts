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

/**
 * One entry of /remotes.json, keyed by container name (remote_staff): the manifest URL of the
 * active version, that version, and the @usb/contracts version it was built against (null when
 * the build does not say). The shell refuses a remote whose contracts major differs from its own.
 * `integrity` holds the Subresource Integrity digest (`sha384-...`) of each entry file of the
 * version by its path in the version folder (`mf-manifest.json`, `remoteEntry.js`); the shell
 * loads those files only with them.
 */
export interface RemoteRegistryEntry {
  entry: string;
  version: string;
  contracts: string | null;
  integrity: Record<string, string>;
}

/** Body of GET /remotes.json. */
export type RemoteRegistryDocument = Record<string, RemoteRegistryEntry>;

/** Answer of POST /api/remotes/<name>/versions. */
export interface RemoteDeployResult {
  name: string;
  version: string;
  /** False when the uploaded build was already the active version. */
  changed: boolean;
  /** Time from the first byte received to the switch, in ms. */
  elapsedMs: number;
}

/** One stored version in the answer of GET /api/remotes (`?name=` narrows it to one remote). */
export interface RemoteVersionSummary {
  name: string;
  version: string;
  active: boolean;
  /** ISO time. */
  deployedAt: string;
  deployedBy: string;
  contractsVersion: string | null;
  sizeBytes: number;
}

/** Answer of POST /api/remotes/<name>/activate (body `{ version }`) and /rollback: the version now active. */
export interface RemoteSwitchResult {
  name: string;
  version: string;
}
