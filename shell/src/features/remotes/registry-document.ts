import type { RemoteRegistryDocument, RemoteRegistryEntry } from '@usb/contracts/rest';

function isEntry(value: unknown): value is RemoteRegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { entry, version, contracts, integrity } = value as Record<string, unknown>;
  return (
    typeof entry === 'string' &&
    typeof version === 'string' &&
    (typeof contracts === 'string' || contracts === null) &&
    typeof integrity === 'object' &&
    integrity !== null &&
    Object.values(integrity).every((digest) => typeof digest === 'string')
  );
}

/**
 * The body of /remotes.json (container name -> manifest URL, version, contracts version and
 * entry files' digests of the active build), keeping only well-formed entries: a malformed one counts as not deployed,
 * so its area shows the fallback while the rest of the page works.
 */
export function parseRegistryDocument(value: unknown): RemoteRegistryDocument {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, RemoteRegistryEntry] => isEntry(entry[1])));
}
