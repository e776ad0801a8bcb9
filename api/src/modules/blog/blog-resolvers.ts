/** The blogPosts namespace of the GraphQL schema and the fields of BlogPost. */
import type { Resolvers } from '../../generated/graphql';
import { toId } from '../../graphql/ids';
import type { BattlesService } from '../battles';
import { toPublicUser } from '../users';
import type { BlogService } from './blog-service';

export function blogResolvers(blog: BlogService, battles: BattlesService): Resolvers {
  return {
    Query: { blogPosts: () => ({}) },
    Mutation: { blogPosts: () => ({}) },
    BlogPostsQuery: {
      getBlogPostsByBattleID: (_parent, { battleID }) => blog.listByBattle(toId(battleID, 'battleID')),
    },
    BlogPostsMutation: {
      createBlogPost: async (_parent, { blogPost }, { request }) => blog.create(await request.requireCaller(), blogPost),
      saveBlogPost: async (_parent, { blogPost }, { request }) => blog.save(await request.requireCaller(), blogPost),
      deleteBlogPost: async (_parent, { id }, { request }) => blog.delete(await request.requireCaller(), toId(id, 'id')),
    },
    BlogPost: {
      battleID: (post) => String(post.battleId),
      battle: (post) => battles.require(post.battleId),
      createdBy: async (post) => {
        const author = await blog.author(post);
        return author ? toPublicUser(author) : null;
      },
    },
  };
}
