import { InMemoryCache, type ApolloClient, type TypePolicies } from '@apollo/client';
import { namespaceTypes, possibleTypes } from '@usb/schema/graphql';

/**
 * Every namespace object (BattlesQuery, UsersMutation, ...) has no id, so by default each
 * answer under `battles` would replace the cached `battles` object and drop what other
 * queries stored there: the open-task strip's poll would wipe the task the task view shows.
 * Merging keeps each query's fields side by side.
 */
const namespacePolicies: TypePolicies = Object.fromEntries(namespaceTypes.map((name) => [name, { merge: true }]));

/**
 * The cache every client of the site uses: possibleTypes and the namespace merges, both
 * generated from the schema by the contracts' codegen, plus `typePolicies` (a policy given
 * for a namespace type replaces its merge).
 */
export function createGraphqlCache(typePolicies: TypePolicies = {}): InMemoryCache {
  return new InMemoryCache({ possibleTypes, typePolicies: { ...namespacePolicies, ...typePolicies } });
}

/**
 * The one way a remote declares a type policy of its own on the page's client (which the
 * shell owns): call it before the first query that needs the policy, e.g. at the top of the
 * hook that runs that query. Adding the same policies again is harmless. A client without
 * Apollo's InMemoryCache (none on this site) is left as it is.
 */
export function addTypePolicies(client: ApolloClient, typePolicies: TypePolicies): void {
  if (client.cache instanceof InMemoryCache) client.cache.policies.addTypePolicies(typePolicies);
}
