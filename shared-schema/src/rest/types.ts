import type { SessionUser } from './session-user';

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
  /**
   * The remote's canary, when it has one: a browser whose rollout bucket for the remote is below
   * `percent` loads this version instead (rolloutBucket in @usb/schema/domain).
   */
  canary?: RemoteRegistryCanary;
  /**
   * Set when this entry is the version a valid preview link pins (`/remotes.json?preview=<token>`)
   * instead of the active one: the link's expiry, ISO time.
   */
  previewExpiresAt?: string;
}

/** A canary in /remotes.json: the version with its entry and digests, and the share of browsers that get it. */
export interface RemoteRegistryCanary {
  entry: string;
  version: string;
  contracts: string | null;
  integrity: Record<string, string>;
  /** 1-99. */
  percent: number;
}

/** Body of GET /remotes.json. */
export type RemoteRegistryDocument = Record<string, RemoteRegistryEntry>;

/** Answer of POST /api/remotes/<name>/previews: the link (path and query on the site) and its expiry. */
export interface RemotePreviewLink {
  url: string;
  /** ISO time. */
  expiresAt: string;
}

/**
 * What a page saw of one remote version: LOAD once per page that loaded it or tried to (a page
 * where it failed sends both), ERROR once per page where it failed (its entry or a module did not load, or it threw while rendering) with the
 * first error's message (at most 300 characters).
 */
export interface RemoteReport {
  name: string;
  version: string;
  kind: 'LOAD' | 'ERROR';
  message?: string;
}

/** Body of POST /api/remotes/reports: 1-20 reports. */
export interface RemoteReportBatch {
  reports: RemoteReport[];
}

/** Answer of POST /api/remotes/<name>/versions. */
export interface RemoteDeployResult {
  name: string;
  version: string;
  /** False when the uploaded build was already the active version, or was only stored (`?activate=false`). */
  changed: boolean;
  /** Whether the version is the active one after the deploy. */
  active: boolean;
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
