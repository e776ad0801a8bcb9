import { useQuery } from '@usb/contracts/graphql-client';
import { GetSettingsDocument, type GetSettingsQuery } from '@usb/schema/graphql';

export type MgmtSettings = GetSettingsQuery['settings']['get'];

/** Settings.get: every site setting, the bank details too (admins only). */
export function useSettings() {
  const { data, loading, error, refetch } = useQuery(GetSettingsDocument, { fetchPolicy: 'network-only' });
  return { settings: data?.settings.get ?? null, loading: loading && !data, failed: error !== undefined && !data, retry: () => void refetch() };
}
