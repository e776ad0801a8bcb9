import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { DeleteBlogPostDocument, GetBlogPostsByBattleIdDocument } from '@usb/schema/graphql';

/** BlogPosts.deleteBlogPost; the list is read again. */
export function useDeleteBlogPost(battleID: string) {
  const [mutate] = useMutation(DeleteBlogPostDocument, {
    refetchQueries: [{ query: GetBlogPostsByBattleIdDocument, variables: { battleID } }],
    awaitRefetchQueries: true,
  });
  return useCallback(
    async (id: string) => {
      await mutate({ variables: { id } });
    },
    [mutate],
  );
}
