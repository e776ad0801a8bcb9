import { useQuery } from '@usb/contracts/graphql-client';
import { SearchUsersDocument, type MgmtUserFieldsFragment } from '@usb/schema/graphql';

export type MgmtUser = MgmtUserFieldsFragment;

/**
 * Users.searchUsers(searchText, roles, activated): users whose name, user name or e-mail holds the
 * text, who hold all the roles and, unless null, whose activation is that. Shared by the user
 * administration and a battle's staff tab.
 */
export function useSearchUsers(searchText: string, roles: number[], activated: boolean | null) {
  const { data, loading, error, refetch } = useQuery(SearchUsersDocument, {
    variables: { searchText: searchText || null, roles: roles.length > 0 ? roles : null, activated },
    fetchPolicy: 'cache-and-network',
  });
  return { users: data?.users.searchUsers ?? [], loading: loading && !data, failed: error !== undefined && !data, retry: () => void refetch() };
}
