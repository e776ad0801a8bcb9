import { useQuery } from '@apollo/client/react';
import { SearchUsersDocument, type SearchUsersQuery } from '@usb/contracts/graphql';

export type AdminUser = SearchUsersQuery['users']['searchUsers'][number];

/** Users.searchUsers(searchText, roles): users matching the text and holding all the roles. */
export function useSearchUsers(searchText: string, roles: number[]) {
  const { data, loading, error } = useQuery(SearchUsersDocument, {
    variables: { searchText: searchText || null, roles: roles.length > 0 ? roles : null },
    fetchPolicy: 'cache-and-network',
  });
  return { users: data?.users.searchUsers ?? [], loading, failed: error !== undefined };
}
