/** The blogPosts namespace of the GraphQL schema and the fields of BlogPost. */
import type { Resolvers } from '../../generated/graphql';
import { toId } from '../../graphql/ids';
import type { BattlesService } from '../battles/battles-service';
import { requireCaller } from '../users/caller';
import { toPublicUser } from '../users/user-view';
import type { UsersService } from '../users/users-service';
import type { BlogService } from './blog-service';

export function blogResolvers(blog: BlogService, battles: BattlesService, users: UsersService): Resolvers {
  return {
    Query: { blogPosts: () => ({}) },
    Mutation: { blogPosts: () => ({}) },
    BlogPostsQuery: {
      getBlogPostsByBattleID: (_parent, { battleID }) => blog.listByBattle(toId(battleID, 'battleID')),
    },
    BlogPostsMutation: {
      createBlogPost: async (_parent, { blogPost }, context) => blog.create(await requireCaller(context, users), blogPost),
      saveBlogPost: async (_parent, { blogPost }, context) => blog.save(await requireCaller(context, users), blogPost),
      deleteBlogPost: async (_parent, { id }, context) => blog.delete(await requireCaller(context, users), toId(id, 'id')),
    },
    BlogPost: {
      battleID: (post) => String(post.battleId),
      battle: (post) => battles.require(post.battleId),
      createdBy: async (post) => {
        const author = post.createdBy === null ? null : await users.repository.findById(post.createdBy);
        return author ? toPublicUser(author) : null;
      },
    },
  };
}
