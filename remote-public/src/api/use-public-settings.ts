import { useQuery } from '@usb/contracts/graphql-client';
import { GetPublicSettingsDocument, type GetPublicSettingsQuery } from '@usb/schema/graphql';

export type PublicSettings = GetPublicSettingsQuery['settings']['getPublic'];

/**
 * The site settings the pages show (docs/settings.md): the contact e-mail, the social page, the
 * intro video and the fallback dates. Read once per page load (the shell's footer asks the same
 * query, so the one answer serves both). settings is null while they load (loading true) and
 * when the api cannot be reached.
 */
export function usePublicSettings(): { settings: PublicSettings | null; loading: boolean } {
  const { data, loading } = useQuery(GetPublicSettingsDocument);
  return { settings: data?.settings.getPublic ?? null, loading };
}
