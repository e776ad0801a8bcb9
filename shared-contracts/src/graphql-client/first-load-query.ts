import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { canonicalStringify, getMainDefinition } from '@apollo/client/utilities';
import { GetBattleTaskDocument } from '@usb/schema/graphql';

/**
 * First-load queries. A page whose largest content is data (the task view's title) would ask
 * for it only once its remote's code had downloaded and rendered: a round trip and the remote's
 * start-up after the shell could have asked. So on a first load the shell starts the page's
 * query as soon as its Apollo client exists (startFirstLoadQuery), while the remote downloads,
 * and the remote's page claims it on its first render (claimFirstLoadQuery) and reads it with
 * 'cache-first': from the cache once it has arrived, or joined to the request still on its way
 * (the client sends one request for identical queries in flight). A query is claimed once, so a
 * later visit of the page in the same tab asks the api again, as the page always does.
 *
 * The pages that have one are listed here with their document: the shell and the remote both
 * take it from this package, so they always ask for the same fields.
 */
interface FirstLoadQuery {
  query: DocumentNode;
  variables: OperationVariables;
}

const firstLoadQueries: { path: RegExp; request: (params: string[]) => FirstLoadQuery }[] = [
  { path: /^\/battles\/tasks\/([^/]+)$/, request: ([id = '']) => ({ query: GetBattleTaskDocument, variables: { id } }) },
];

/**
 * The first-load queries started and not yet claimed, by operation name and variables: the
 * documents are not a shared module (each build bundles the ones it uses), so the shell's and
 * the remote's copies of one document are equal but not the same object.
 */
const unclaimed = new Set<string>();

function keyOf({ query, variables }: FirstLoadQuery): string {
  return `${getMainDefinition(query).name?.value ?? ''}:${canonicalStringify(variables)}`;
}

/**
 * Starts the first-load query of the page at pathname, if it has one. A failed request is left
 * to the page: its own query then finds nothing in the cache, asks again and shows the error.
 */
export function startFirstLoadQuery(client: ApolloClient, pathname: string): void {
  for (const { path, request } of firstLoadQueries) {
    const match = path.exec(pathname);
    if (!match) continue;
    const firstLoad = request(match.slice(1));
    unclaimed.add(keyOf(firstLoad));
    client.query({ ...firstLoad, fetchPolicy: 'network-only' }).catch(() => undefined);
    return;
  }
}

/**
 * True once for a query the shell started for this page's first load: the page then reads it
 * with 'cache-first' instead of asking the api a second time.
 */
export function claimFirstLoadQuery(query: DocumentNode, variables: OperationVariables): boolean {
  return unclaimed.delete(keyOf({ query, variables }));
}
