import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { CreateBlogPostDocument, GetBlogPostsByBattleIdDocument, SaveBlogPostDocument } from '@usb/schema/graphql';
import type { BlogPostFormValues } from '../lib/blog-post-values';

/**
 * BlogPosts.createBlogPost (no id) or saveBlogPost (the post's id). The list is read again either
 * way, since a changed date can move a post in the newest-first order.
 */
export function useSaveBlogPost(battleID: string, id: string | null) {
  const refetchQueries = [{ query: GetBlogPostsByBattleIdDocument, variables: { battleID } }];
  const [create] = useMutation(CreateBlogPostDocument, { refetchQueries, awaitRefetchQueries: true });
  const [save] = useMutation(SaveBlogPostDocument, { refetchQueries, awaitRefetchQueries: true });
  return useCallback(
    async (values: BlogPostFormValues) => {
      const blogPost = { ...values, title: values.title.trim() };
      await (id ? save({ variables: { blogPost: { ...blogPost, id } } }) : create({ variables: { blogPost: { ...blogPost, battleID } } }));
    },
    [battleID, create, id, save],
  );
}
