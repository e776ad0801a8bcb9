/**
 * Named plugin `usb-blog`: decorates `app.blog` (the blog service, which the demo seed
 * shares) and serves the blogPosts GraphQL namespace.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { createBlogRepository } from './blog-repository';
import { blogResolvers } from './blog-resolvers';
import { createBlogService, type BlogService } from './blog-service';

declare module 'fastify' {
  interface FastifyInstance {
    blog: BlogService;
  }
}

export default fp(
  (app) => {
    const blog = createBlogService({ repository: createBlogRepository(app.db), battles: app.battles, users: app.users, config: app.config });
    app.decorate('blog', blog);
    defineResolvers(app, blogResolvers(blog, app.battles));
  },
  { name: 'usb-blog', dependencies: ['usb-db', 'usb-graphql', 'usb-users', 'usb-battles'] },
);
