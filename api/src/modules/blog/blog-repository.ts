/** A battle's blog posts in the database. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { blogPosts } from '../../db/schema';

export type BlogPostRecord = typeof blogPosts.$inferSelect;
export type BlogPostFields = Pick<BlogPostRecord, 'created' | 'title' | 'summary' | 'body'>;

export function createBlogRepository(db: Database) {
  return {
    async findById(id: number): Promise<BlogPostRecord | null> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row ?? null;
    },

    /** Newest first; posts created at the same moment, the last written first. */
    listByBattle(battleId: number): Promise<BlogPostRecord[]> {
      return db.select().from(blogPosts).where(eq(blogPosts.battleId, battleId)).orderBy(desc(blogPosts.created), desc(blogPosts.id));
    },

    async insert(post: BlogPostFields & Pick<BlogPostRecord, 'battleId' | 'createdBy'>): Promise<BlogPostRecord> {
      const [row] = await db.insert(blogPosts).values(post).returning();
      if (!row) throw new Error('insert into blog_posts returned no row');
      return row;
    },

    async update(id: number, fields: BlogPostFields): Promise<BlogPostRecord | null> {
      const [row] = await db.update(blogPosts).set(fields).where(eq(blogPosts.id, id)).returning();
      return row ?? null;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
      return rows.length > 0;
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
