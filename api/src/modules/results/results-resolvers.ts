/** The results namespace of the GraphQL schema: published results only. */
import type { Resolvers } from '../../generated/graphql';
import type { ResultsService } from './results-service';

export function resultsResolvers(results: ResultsService): Resolvers {
  return {
    Query: { results: () => ({}) },
    ResultsQuery: {
      getOverview: () => results.overview(),
      getByPath: (_parent, { path }) => results.getByPath(path),
      getLatest: () => results.getLatest(),
    },
  };
}
