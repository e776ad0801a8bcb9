import { gql } from '@apollo/client';
import { addTypePolicies, createGraphqlClient, hasErrorCode } from '@usb/contracts/graphql-client';
import { sessionStore } from '@usb/contracts/session';
import { mockFetch, testUser } from '@usb/contracts/testing';

const ORDER = gql`
  mutation Order($order: BadgeOrderInput!) {
    shop {
      order(order: $order)
    }
  }
`;
const TASK = gql`
  query Task {
    battles {
      getBattleTask(id: "t1") {
        id
        questions {
          ...Question
        }
      }
    }
  }
  fragment Question on Question {
    id
    name
    ... on StringQuestion {
      textArea
    }
  }
`;
const OPEN_TASKS = gql`
  query OpenTasks {
    battles {
      getMyOpenBattleTasks {
        id
        name
      }
    }
  }
`;
const CURRENT_USER = gql`
  query CurrentUser {
    users {
      getCurrent {
        id
      }
    }
  }
`;

const ordered = { data: { shop: { __typename: 'ShopMutation', order: true } } };
const task = {
  data: {
    battles: {
      __typename: 'BattlesQuery',
      getBattleTask: { __typename: 'BattleTask', id: 't1', questions: [{ __typename: 'StringQuestion', id: 'q1', name: 'Bålet', textArea: true }] },
    },
  },
};
const openTasks = { data: { battles: { __typename: 'BattlesQuery', getMyOpenBattleTasks: [{ __typename: 'BattleTask', id: 't2', name: 'Anker' }] } } };
const refused = { data: null, errors: [{ message: 'Login required', extensions: { code: 'UNAUTHENTICATED' } }] };

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
  sessionStore.setState({ token: null, user: null, checked: true });
});

describe('the GraphQL client', () => {
  it('sends the token the session holds at send time, the XSRF echo, and variables without __typename', async () => {
    const requests = mockFetch({ status: 200, body: ordered }, { status: 200, body: ordered });
    const client = createGraphqlClient();
    const order = { __typename: 'BadgeOrderInput', message: 'Hej', address: { __typename: 'Address', postalCode: '8000' } };

    sessionStore.getState().login('tok-1', testUser);
    await client.mutate({ mutation: ORDER, variables: { order } });
    sessionStore.getState().logout();
    await client.mutate({ mutation: ORDER, variables: { order } });

    expect(requests.map((request) => [request.url, request.method])).toEqual([
      ['/graphql', 'POST'],
      ['/graphql', 'POST'],
    ]);
    expect(requests[0]?.headers).toMatchObject({ 'x-auth-token': 'tok-1', 'x-xsrf-token': 'xsrf-1' });
    expect(requests[1]?.headers['x-auth-token']).toBeUndefined();
    expect(requests[1]?.headers['x-xsrf-token']).toBe('xsrf-1');
    expect(requests[0]?.body).toMatchObject({ variables: { order: { message: 'Hej', address: { postalCode: '8000' } } } });
  });

  it('keeps the fields of a fragment on an interface, and both answers under one namespace', async () => {
    mockFetch({ status: 200, body: task }, { status: 200, body: openTasks });
    const client = createGraphqlClient();

    await client.query({ query: TASK });
    await client.query({ query: OPEN_TASKS });

    const cached = client.readQuery<typeof task.data>({ query: TASK });
    expect(cached?.battles.getBattleTask.questions).toEqual([{ __typename: 'StringQuestion', id: 'q1', name: 'Bålet', textArea: true }]);
    expect(client.readQuery({ query: OPEN_TASKS })).toEqual(openTasks.data);
  });

  it('logs out when the api refuses the token the page still holds', async () => {
    mockFetch({ status: 200, body: refused });
    const client = createGraphqlClient();
    sessionStore.getState().login('expired', testUser);

    await client.query({ query: CURRENT_USER }).catch(() => undefined);

    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('keeps a newer session when a refusal answers a request sent with an older token', async () => {
    let answer: (value: Response) => void = () => undefined;
    globalThis.fetch = () => new Promise<Response>((resolve) => (answer = resolve));
    const client = createGraphqlClient();
    sessionStore.getState().login('old', testUser);
    const pending = client.query({ query: CURRENT_USER }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));

    sessionStore.getState().login('new', testUser);
    answer({ status: 200, ok: true, headers: { get: () => 'application/json' }, text: async () => JSON.stringify(refused) } as unknown as Response);
    await pending;

    expect(sessionStore.getState().token).toBe('new');
  });

  it('lets a remote add a type policy of its own to the page client', async () => {
    mockFetch({ status: 200, body: openTasks });
    const client = createGraphqlClient();
    addTypePolicies(client, { BattleTask: { fields: { name: { read: (name: string) => name.toUpperCase() } } } });

    const { data } = await client.query({ query: OPEN_TASKS });

    expect(data).toEqual({ battles: { __typename: 'BattlesQuery', getMyOpenBattleTasks: [{ __typename: 'BattleTask', id: 't2', name: 'ANKER' }] } });
  });
});

describe('hasErrorCode', () => {
  it("tells a query's GraphQL error by the api's code, and nothing else", async () => {
    mockFetch({ status: 200, body: { data: null, errors: [{ message: 'Findes ikke', extensions: { code: 'NOT_FOUND' } }] } });
    const error: unknown = await createGraphqlClient()
      .query({ query: CURRENT_USER })
      .catch((reason: unknown) => reason);

    expect(hasErrorCode(error, 'NOT_FOUND')).toBe(true);
    expect(hasErrorCode(error, 'FORBIDDEN')).toBe(false);
    expect(hasErrorCode(new Error('NOT_FOUND'), 'NOT_FOUND')).toBe(false);
  });
});
