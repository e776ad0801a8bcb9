/**
 * The SRI digests of the remote versions' files as each api process knows them. A version's
 * files never change (the version names its content), so its digests, once read from the
 * registry, stay right in every process; a version the registry does not know yet is asked
 * again next time. At most VERSIONS versions are kept, the least recently used going first.
 */
const VERSIONS = 200;

export function createRemoteIntegrity(read: (name: string, version: string) => Promise<Map<string, string>>) {
  const known = new Map<string, Map<string, string>>();

  return {
    /** The digest of each file of the version, by path; empty when the registry does not know the version. */
    async of(name: string, version: string): Promise<Map<string, string>> {
      const key = `${name}/${version}`;
      const hit = known.get(key);
      if (hit) {
        known.delete(key);
        known.set(key, hit);
        return hit;
      }
      const digests = await read(name, version);
      if (digests.size > 0) {
        known.set(key, digests);
        for (const oldest of known.keys()) {
          if (known.size <= VERSIONS) break;
          known.delete(oldest);
        }
      }
      return digests;
    },
  };
}
