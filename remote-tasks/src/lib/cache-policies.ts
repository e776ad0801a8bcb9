import { InMemoryCache, type ApolloClient } from '@apollo/client';

/**
 * The concrete types behind the schema's interfaces Question and Answer. The Apollo cache
 * needs them to match fragments such as `...QuestionFields on Question`: without them it
 * drops the fields of `... on EmailQuestion` and the like (to, textArea, options, mediaType).
 */
export const possibleTypes = {
  Question: ['ExternalQuestion', 'StringQuestion', 'EmailQuestion', 'MultipleChoiceQuestion', 'MediaQuestion'],
  Answer: ['ExternalAnswer', 'StringAnswer', 'EmailAnswer', 'MultipleChoiceAnswer', 'MediaAnswer'],
};

/**
 * The namespace object of the queries this remote makes has no id. Without a merge policy each
 * answer under `battles` replaces the cached `battles` object, so the strip's poll every 30 s
 * would wipe the cached task and make the task view load it again.
 */
export const typePolicies = { BattlesQuery: { merge: true } };

/**
 * Teaches the page's one cache (owned by the shell) the above before the first query, so this
 * remote works whether or not the host configured them. Adding them again is harmless.
 */
export function prepareCache(client: ApolloClient): void {
  if (!(client.cache instanceof InMemoryCache)) return;
  client.cache.policies.addPossibleTypes(possibleTypes);
  client.cache.policies.addTypePolicies(typePolicies);
}
