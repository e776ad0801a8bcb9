import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GetBlogPostsByBattleIdDocument, GetStaffBattlesDocument } from '@usb/schema/graphql';
import { renderRoute } from '@usb/contracts/testing';
import BlogPage from './blog-page';

const battle = (id: string, name: string, start: string) => ({ __typename: 'Battle', id, name, start });
const post = (id: string, battleID: string, title: string) => ({
  __typename: 'BlogPost',
  id,
  battleID,
  created: '2026-11-12T18:00:00.000Z',
  title,
  summary: '',
  body: '',
  createdBy: null,
});
const postsOf = (battleID: string, title: string): MockLink.MockedResponse => ({
  request: { query: GetBlogPostsByBattleIdDocument, variables: { battleID } },
  result: { data: { blogPosts: { __typename: 'BlogPostsQuery', getBlogPostsByBattleID: [post(`p${battleID}`, battleID, title)] } } },
});
const staffed: MockLink.MockedResponse = {
  request: { query: GetStaffBattlesDocument },
  result: {
    data: {
      battles: {
        __typename: 'BattlesQuery',
        getStaffBattles: [battle('4', 'USB 2025', '2025-11-13T17:30:00.000Z'), battle('5', 'USB 2026', '2026-11-12T17:30:00.000Z')],
      },
    },
  },
};

describe('/mgmt/blog', () => {
  it('opens the newest battle the caller staffs, and another one chosen, keeping it in the address', async () => {
    renderRoute('/mgmt/blog', '/mgmt/blog', <BlogPage />, [staffed, postsOf('5', 'Velkommen 2026'), postsOf('4', 'Tak for i år')]);
    expect(await screen.findByText('Velkommen 2026')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Event' }));
    await userEvent.click(await screen.findByTitle('USB 2025'));
    expect(await screen.findByText('Tak for i år')).toBeTruthy();
    expect(window.location.search).toBe('?battle=4');
  });

  it('says so when the caller staffs no battle', async () => {
    const none: MockLink.MockedResponse = {
      request: { query: GetStaffBattlesDocument },
      result: { data: { battles: { __typename: 'BattlesQuery', getStaffBattles: [] } } },
    };
    renderRoute('/mgmt/blog', '/mgmt/blog', <BlogPage />, [none]);
    expect(await screen.findByText('Du er ikke stab på noget event endnu.')).toBeTruthy();
  });
});
