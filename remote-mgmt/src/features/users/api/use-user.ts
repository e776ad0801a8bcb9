import { useQuery } from '@usb/contracts/graphql-client';
import { GetMgmtUserDocument } from '@usb/schema/graphql';

/** Users.getUser: one user's contact information, activation, roles and patrols (with their names). */
export function useUser(id: string) {
  const { data, loading, error, refetch } = useQuery(GetMgmtUserDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  return { user: data?.users.getUser ?? null, loading: loading && !data, failed: error !== undefined && !data, retry: () => void refetch() };
}
