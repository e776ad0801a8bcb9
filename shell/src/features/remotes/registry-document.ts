import type { RemoteRegistryCanary, RemoteRegistryDocument, RemoteRegistryEntry } from '@usb/schema/rest';

type Version = Pick<RemoteRegistryEntry, 'entry' | 'version' | 'contracts' | 'integrity'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The manifest URL, version, contracts version and entry digests of one build; null when any is malformed. */
function versionOf(value: unknown): Version | null {
  if (!isRecord(value)) return null;
  const { entry, version, contracts, integrity } = value;
  if (typeof entry !== 'string' || typeof version !== 'string' || (typeof contracts !== 'string' && contracts !== null)) return null;
  if (!isRecord(integrity) || !Object.values(integrity).every((digest) => typeof digest === 'string')) return null;
  return { entry, version, contracts, integrity: integrity as Record<string, string> };
}

function canaryOf(value: unknown): RemoteRegistryCanary | null {
  const version = versionOf(value);
  if (!version || !isRecord(value)) return null;
  const { percent } = value;
  return typeof percent === 'number' && percent >= 0 && percent <= 100 ? { ...version, percent } : null;
}

function entryOf(value: unknown): RemoteRegistryEntry | null {
  const active = versionOf(value);
  if (!active || !isRecord(value)) return null;
  // A malformed canary or expiry is left out: the active version still loads.
  const canary = canaryOf(value.canary);
  const { previewExpiresAt } = value;
  return {
    ...active,
    ...(canary && { canary }),
    ...(typeof previewExpiresAt === 'string' && { previewExpiresAt }),
  };
}

/**
 * The body of /remotes.json (container name -> manifest URL, version, contracts version and
 * entry files' digests of the active build, its canary, and a preview's expiry), keeping only
 * well-formed entries: a malformed one counts as not deployed, so its area shows the fallback
 * while the rest of the page works.
 */
export function parseRegistryDocument(value: unknown): RemoteRegistryDocument {
  if (!isRecord(value)) return {};
  const document: RemoteRegistryDocument = {};
  for (const [container, raw] of Object.entries(value)) {
    const registryEntry = entryOf(raw);
    if (registryEntry) document[container] = registryEntry;
  }
  return document;
}
