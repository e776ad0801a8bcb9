import { InMemoryCache, type ApolloClient } from '@apollo/client';

/**
 * The concrete types behind the schema's interfaces Question and Answer: without them the
 * cache cannot match `... on MultipleChoiceQuestion` and the like, and drops those fields.
 */
const possibleTypes = {
  Question: ['ExternalQuestion', 'StringQuestion', 'EmailQuestion', 'MultipleChoiceQuestion', 'MediaQuestion'],
  Answer: ['ExternalAnswer', 'StringAnswer', 'EmailAnswer', 'MultipleChoiceAnswer', 'MediaAnswer'],
};

/**
 * The namespace objects (query { battleTaskAnswers { ... } }) have no id. Without a merge
 * policy each answer replaces the cached namespace object whole, so the queue's poll would wipe
 * the task counts' data and the two queries would keep reloading each other.
 */
const typePolicies = {
  BattlesQuery: { merge: true },
  BattleTasksQuery: { merge: true },
  BattleTaskAnswersQuery: { merge: true },
  PatrolsQuery: { merge: true },
  ResultsQuery: { merge: true },
};

/**
 * Teaches the page's one cache (owned by the shell) the above before the first query, so the
 * staff screens work whatever the host configured. Adding them again is harmless.
 */
export function prepareCache(client: ApolloClient): void {
  if (!(client.cache instanceof InMemoryCache)) return;
  client.cache.policies.addPossibleTypes(possibleTypes);
  client.cache.policies.addTypePolicies(typePolicies);
}
