import { useQuery } from '@usb/contracts/graphql-client';
import { GetBlogPostsByBattleIdDocument, type BlogPostFieldsFragment } from '@usb/schema/graphql';

export type MgmtBlogPost = BlogPostFieldsFragment;

/** The battle's blog posts, newest first. */
export function useBlogPosts(battleID: string) {
  const { data, loading, error, refetch } = useQuery(GetBlogPostsByBattleIdDocument, { variables: { battleID }, fetchPolicy: 'cache-and-network' });
  return { posts: data?.blogPosts.getBlogPostsByBattleID ?? [], loading: loading && !data, failed: error !== undefined && !data, retry: () => void refetch() };
}
