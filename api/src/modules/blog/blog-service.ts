/** Blog rules: anyone reads a battle's posts; the battle's staff and admins write them, sanitised. */
import type { BlogPostInput } from '../../generated/graphql';
import type { AppConfig } from '../../config';
import { ApiError } from '../../errors';
import { toOptionalId } from '../../graphql/ids';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { InputCheck } from '../../lib/text-input';
import type { BattlesService } from '../battles';
import type { UserRecord, UsersService } from '../users';
import type { BlogPostFields, BlogPostRecord, BlogRepository } from './blog-repository';

const TITLE = { required: true, max: 200 } as const;
const SUMMARY = { max: 2000 } as const;
const BODY_MAX = 200_000;

function checkPost(input: BlogPostInput, created: Date): BlogPostFields {
  const check = new InputCheck();
  const title = check.text('title', input.title, TITLE);
  const summary = check.text('summary', input.summary, SUMMARY);
  const body = sanitizeHtml(input.body ?? '');
  if (body.length > BODY_MAX) check.fail('body');
  check.done();
  return { title, summary, body, created: input.created ?? created };
}

export function createBlogService(deps: { repository: BlogRepository; battles: BattlesService; users: UsersService; config: AppConfig }) {
  const { repository, battles, users, config } = deps;

  async function requireWritable(caller: UserRecord, id: number | undefined): Promise<BlogPostRecord> {
    if (id === undefined) throw new ApiError('BAD_USER_INPUT', 'id is required', ['id']);
    const post = await repository.findById(id);
    if (!post) throw new ApiError('NOT_FOUND', 'No such blog post');
    await battles.requireStaffOf(caller, post.battleId);
    return post;
  }

  return {
    async listByBattle(battleId: number): Promise<BlogPostRecord[]> {
      const battle = await battles.require(battleId);
      return repository.listByBattle(battle.id);
    },

    /** The post's author; null once the author's account is gone. */
    author: (post: BlogPostRecord): Promise<UserRecord | null> => (post.createdBy === null ? Promise.resolve(null) : users.findById(post.createdBy)),

    async create(caller: UserRecord, input: BlogPostInput): Promise<BlogPostRecord> {
      const battleId = toOptionalId(input.battleID, 'battleID');
      if (battleId === undefined) throw new ApiError('BAD_USER_INPUT', 'battleID is required', ['battleID']);
      const battle = await battles.require(battleId);
      await battles.requireStaffOf(caller, battle.id);
      return repository.insert({ ...checkPost(input, config.now()), battleId: battle.id, createdBy: caller.id });
    },

    /** A saved post keeps its battle and author. */
    async save(caller: UserRecord, input: BlogPostInput): Promise<BlogPostRecord> {
      const post = await requireWritable(caller, toOptionalId(input.id, 'id'));
      const saved = await repository.update(post.id, checkPost(input, post.created));
      if (!saved) throw new ApiError('NOT_FOUND', 'No such blog post');
      return saved;
    },

    async delete(caller: UserRecord, id: number): Promise<boolean> {
      const post = await requireWritable(caller, id);
      return repository.delete(post.id);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
