/** The blog module: a battle's blog posts, behind `app.blog`. */
export { default } from './blog-plugin';
export type { BlogPostRecord } from './blog-repository';
