import { useQuery } from '@usb/contracts/graphql-client';
import { GetPublicSettingsDocument } from '@usb/schema/graphql';

/**
 * The organisers' contact e-mail of the site settings (docs/settings.md), read with the same
 * query as the public pages, so one answer serves the footer and the page; null while it loads
 * or when the api cannot be reached.
 */
export function useContactEmail(): string | null {
  const { data } = useQuery(GetPublicSettingsDocument);
  return data?.settings.getPublic.contactEmail ?? null;
}
