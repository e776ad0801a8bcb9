import type { MgmtBlogPost } from '../api/use-blog-posts';

/** A post as its form holds it; created is an ISO instant, body HTML. */
export interface BlogPostFormValues {
  title: string;
  summary: string;
  body: string;
  created: string;
}

/** The form's starting values: an existing post's, or an empty post dated now. */
export function blogPostValues(post: MgmtBlogPost | null, now: Date = new Date()): BlogPostFormValues {
  if (!post) return { title: '', summary: '', body: '', created: now.toISOString() };
  return { title: post.title, summary: post.summary, body: post.body, created: post.created };
}
