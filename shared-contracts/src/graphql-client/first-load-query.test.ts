import { GetBattleTaskDocument } from '@usb/schema/graphql';
import { claimFirstLoadQuery, createGraphqlClient, startFirstLoadQuery } from '@usb/contracts/graphql-client';
import { sessionStore } from '@usb/contracts/session';
import { mockFetch } from '@usb/contracts/testing';

/** The api's answer as it travels, with the __typename the client asks for. */
const task = {
  battles: {
    __typename: 'BattlesQuery',
    getBattleTask: {
      __typename: 'BattleTask',
      id: '7',
      battleID: 'b1',
      name: 'Bål & brand',
      description: '<p>Tænd et bål</p>',
      patrolCategories: [1],
      availableFrom: '2026-11-27T18:00:00.000Z',
      close: '2026-11-27T19:00:00.000Z',
      availableTo: '2026-11-27T19:30:00.000Z',
      displayDate: false,
      answerable: true,
      questions: [],
      battleTaskAnswerCurrentUser: null,
    },
  },
};
/** A remote's own copy of the document: each build bundles the documents it uses. */
const remoteCopy: typeof GetBattleTaskDocument = JSON.parse(JSON.stringify(GetBattleTaskDocument)) as typeof GetBattleTaskDocument;
const answered = { status: 200, body: { data: task } };
const notFound = { status: 200, body: { data: null, errors: [{ message: 'Findes ikke', extensions: { code: 'NOT_FOUND' } }] } };

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
  sessionStore.setState({ token: null, user: null, checked: true });
});

describe('first-load queries', () => {
  it("starts a task page's query, and the page's own cache-first query joins it: one request, the page answered", async () => {
    const requests = mockFetch(answered);
    const client = createGraphqlClient();

    startFirstLoadQuery(client, '/battles/tasks/7');
    const claimed = claimFirstLoadQuery(remoteCopy, { id: '7' });
    const { data } = await client.query({ query: remoteCopy, variables: { id: '7' }, fetchPolicy: 'cache-first' });

    expect([claimed, data?.battles.getBattleTask.name]).toEqual([true, 'Bål & brand']);
    const sent = requests.map((request) => request.body as { operationName: string; variables: object });
    expect(sent.map((body) => [body.operationName, body.variables])).toEqual([['GetBattleTask', { id: '7' }]]);
  });

  it('is claimed once, for its own variables only: a later visit asks the api again', () => {
    mockFetch(answered);
    startFirstLoadQuery(createGraphqlClient(), '/battles/tasks/7');

    expect(claimFirstLoadQuery(remoteCopy, { id: '8' })).toBe(false);
    expect(claimFirstLoadQuery(remoteCopy, { id: '7' })).toBe(true);
    expect(claimFirstLoadQuery(remoteCopy, { id: '7' })).toBe(false);
  });

  it('starts nothing on a page without one', () => {
    const requests = mockFetch();
    for (const path of ['/', '/battles/tasks', '/battles/tasks/7/extra', '/staff/battles/tasks/7']) startFirstLoadQuery(createGraphqlClient(), path);

    expect(requests).toEqual([]);
    expect(claimFirstLoadQuery(GetBattleTaskDocument, { id: '7' })).toBe(false);
  });

  it('leaves a failed query to the page, whose own query asks again and gets the error', async () => {
    const requests = mockFetch(notFound, notFound);
    const client = createGraphqlClient();
    startFirstLoadQuery(client, '/battles/tasks/9');
    await new Promise((resolve) => setTimeout(resolve, 0));

    claimFirstLoadQuery(GetBattleTaskDocument, { id: '9' });
    const failure = await client.query({ query: GetBattleTaskDocument, variables: { id: '9' }, fetchPolicy: 'cache-first' }).catch((error: unknown) => error);

    expect(String(failure)).toContain('Findes ikke');
    expect(requests).toHaveLength(2);
  });
});
