import { newStaffMember, newUser } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { createBattle } from '../../support/battles';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';

const LIST =
  'query ($b: ID!) { blogPosts { getBlogPostsByBattleID(battleID: $b) { id battleID created title summary body createdBy { id contactInfo { fullName } } } } }';
const CREATE = 'mutation ($p: BlogPostInput!) { blogPosts { createBlogPost(blogPost: $p) { id title body created battle { id } } } }';
const SAVE = 'mutation ($p: BlogPostInput!) { blogPosts { saveBlogPost(blogPost: $p) { id title summary body created } } }';
const DELETE = 'mutation ($id: ID!) { blogPosts { deleteBlogPost(id: $id) } }';

interface Post {
  id: string;
  title: string;
  created: string;
  body: string;
}

describe.each(engines)('blog posts (%s)', (engine) => {
  const site = useSite(engine);

  it("lists a battle's posts to anyone, newest first", async () => {
    const battleID = await createBattle(site, site.adminToken, 'USB Blog');
    const staff = await newStaffMember(site, battleID);
    for (const [title, created] of [
      ['Midt', '2030-01-02T10:00:00.000Z'],
      ['Først', '2030-01-01T10:00:00.000Z'],
      ['Sidst', '2030-01-03T10:00:00.000Z'],
    ]) {
      const answer = await site.client.graphql(CREATE, { p: { battleID, title, summary: 'Kort', body: '<p>Tekst</p>', created } }, staff.token);
      expect(answer.errors).toBeUndefined();
    }
    const list = await site.client.graphql<{ blogPosts: { getBlogPostsByBattleID: (Post & { createdBy: unknown })[] } }>(LIST, { b: battleID });
    const posts = list.data?.blogPosts.getBlogPostsByBattleID ?? [];
    expect(posts.map((post) => post.title)).toEqual(['Sidst', 'Midt', 'Først']);
    expect(posts[0]).toMatchObject({
      battleID,
      summary: 'Kort',
      created: '2030-01-03T10:00:00.000Z',
      createdBy: { id: staff.id, contactInfo: { fullName: 'Anne Hansen' } },
    });
    expect(codeOf(await site.client.graphql(LIST, { b: '999999' }))).toBe('NOT_FOUND');
  });

  it("lets only the battle's staff and admins write, and sanitises the body", async () => {
    const battleID = await createBattle(site, site.adminToken, 'USB Skriv');
    const otherBattle = await createBattle(site, site.adminToken, 'USB Andet');
    const staff = await newStaffMember(site, battleID);
    const otherStaff = await newStaffMember(site, otherBattle);
    const user = await newUser(site);
    const post = { battleID, title: 'Nyhed', body: '<p onclick="steal()">Hej <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>' };

    expect(codeOf(await site.client.graphql(CREATE, { p: post }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await site.client.graphql(CREATE, { p: post }, user.token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(CREATE, { p: post }, otherStaff.token))).toBe('FORBIDDEN');
    expect((await site.client.graphql(CREATE, { p: { ...post, title: ' ' } }, staff.token)).errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['title'],
    });

    const created = await site.client.graphql<{ blogPosts: { createBlogPost: Post } }>(CREATE, { p: post }, staff.token);
    const saved = created.data?.blogPosts.createBlogPost;
    expect(saved?.body).toBe('<p>Hej <a>link</a></p>');
    expect(new Date(saved?.created ?? 0).getTime()).toBeCloseTo(site.clock.now().getTime(), -4);

    const edit = { id: saved?.id, title: 'Rettet', summary: 'Ny', body: '<h2>Overskrift</h2><img src="https://example.dk/a.png" onerror="x()">' };
    expect(codeOf(await site.client.graphql(SAVE, { p: edit }, otherStaff.token))).toBe('FORBIDDEN');
    const edited = await site.client.graphql(SAVE, { p: edit }, site.adminToken);
    expect(edited.data).toEqual({
      blogPosts: {
        saveBlogPost: {
          id: saved?.id,
          title: 'Rettet',
          summary: 'Ny',
          body: '<h2>Overskrift</h2><img src="https://example.dk/a.png" />',
          created: saved?.created,
        },
      },
    });

    expect(codeOf(await site.client.graphql(DELETE, { id: saved?.id }, user.token))).toBe('FORBIDDEN');
    expect((await site.client.graphql(DELETE, { id: saved?.id }, staff.token)).data).toEqual({ blogPosts: { deleteBlogPost: true } });
    expect(codeOf(await site.client.graphql(DELETE, { id: saved?.id }, staff.token))).toBe('NOT_FOUND');
  });
});
