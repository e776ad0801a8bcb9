import { CONTRACTS_VERSION } from '@usb/contracts/version';

/** The major of a version ('1.4.0' -> 1, '2.0.0-rc.1' -> 2); null when it is not a version. */
export function majorOf(version: string): number | null {
  const match = /^(\d+)\.\d+\.\d+(?:[-+].*)?$/.exec(version);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/**
 * Whether the shell may load a remote built against `contracts` (the @usb/contracts version its
 * /remotes.json entry states): only when its major equals the shell's own. A remote that does
 * not state its version (null) is refused too: every build made by the site's build config
 * states it, so the shell cannot vouch for one that does not. docs/remotes-registry.md.
 */
export function isCompatible(contracts: string | null, own: string = CONTRACTS_VERSION): boolean {
  if (contracts === null) return false;
  const major = majorOf(contracts);
  return major !== null && major === majorOf(own);
}
