/**
 * What a remote build asks of the shell's shared modules, checked when it is deployed: every
 * module its manifest shares without a copy of its own must be one the shell shares, in a
 * version its required range accepts. The shell's build writes what it shares beside its
 * index.html (SHELL_SHARED_VERSIONS_FILE); a site whose shell has no such file (an api run
 * without the shell) skips the check. A build that would fail on the page (an unsatisfied
 * strict singleton, a missing shared module) is refused at the door instead, with the reason.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { satisfies, validRange } from 'semver';
import { SHELL_SHARED_VERSIONS_FILE } from '@usb/schema/domain';

/** One shared module of a remote's manifest. */
export interface SharedNeed {
  name: string;
  /** The version range it accepts; null when it accepts any. */
  requiredVersion: string | null;
  /** Whether the build carries a copy of its own to fall back on. */
  ownCopy: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasAssets(entry: Record<string, unknown>): boolean {
  const js = isRecord(entry.assets) && isRecord(entry.assets.js) ? entry.assets.js : {};
  return [js.sync, js.async].some((files) => Array.isArray(files) && files.length > 0);
}

/** The shared modules a parsed mf-manifest.json names. */
export function sharedNeedsOf(manifest: Record<string, unknown>): SharedNeed[] {
  const shared = Array.isArray(manifest.shared) ? manifest.shared.filter(isRecord) : [];
  return shared.flatMap((entry) =>
    typeof entry.name === 'string'
      ? [{ name: entry.name, requiredVersion: typeof entry.requiredVersion === 'string' ? entry.requiredVersion : null, ownCopy: hasAssets(entry) }]
      : [],
  );
}

/** The versions the shell shares (name -> version); null when the shell states none. */
export async function shellSharedVersions(shellDir: string): Promise<Record<string, string> | null> {
  const file = join(shellDir, SHELL_SHARED_VERSIONS_FILE);
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isRecord(parsed)) throw new Error(`${file} is not an object of versions`);
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Each need the shell cannot meet, as a sentence; empty when it meets them all. */
export function unmetNeeds(needs: SharedNeed[], shell: Record<string, string>): string[] {
  return needs.flatMap(({ name, requiredVersion, ownCopy }) => {
    const version = shell[name];
    if (version === undefined) return ownCopy ? [] : [`${name}, which the shell does not share`];
    if (requiredVersion === null || validRange(requiredVersion) === null) return [];
    return satisfies(version, requiredVersion) ? [] : [`${name} ${requiredVersion}, and the shell has ${version}`];
  });
}
