import { useQuery } from '@usb/contracts/graphql-client';
import { GetRemoteModulesDocument, type RemoteModuleFieldsFragment, type RemoteVersionFieldsFragment } from '@usb/schema/graphql';

export type RemoteModule = RemoteModuleFieldsFragment;
export type RemoteVersion = RemoteVersionFieldsFragment;

/** Remotes.getModules: every remote with its stored versions, newest first. */
export function useRemoteModules() {
  const { data, loading, error, refetch } = useQuery(GetRemoteModulesDocument, { fetchPolicy: 'cache-and-network' });
  return { modules: data?.remotes.getModules ?? [], loading: loading && !data, failed: error !== undefined && !data, retry: () => void refetch() };
}
