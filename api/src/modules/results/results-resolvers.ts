/** The results namespaces of the GraphQL schema: published results for everyone, building and publishing for the battle's staff. */
import type { Resolvers } from '../../generated/graphql';
import { toId } from '../../graphql/ids';
import type { ResultsService } from './results-service';

export function resultsResolvers(results: ResultsService): Resolvers {
  return {
    Query: { results: () => ({}) },
    Mutation: { results: () => ({}) },
    ResultsQuery: {
      getOverview: () => results.overview(),
      getByPath: (_parent, { path }) => results.getByPath(path),
      getLatest: () => results.getLatest(),
      buildByBattleID: async (_parent, { battleID }, { request }) => results.buildByBattle(await request.requireCaller(), toId(battleID, 'battleID')),
      getByID: async (_parent, { id }, { request }) => results.getById(await request.requireCaller(), toId(id, 'id')),
    },
    ResultsMutation: {
      publishByBattleID: async (_parent, { battleID, path }, { request }) => results.publish(await request.requireCaller(), toId(battleID, 'battleID'), path),
      unpublishByBattleID: async (_parent, { battleID }, { request }) => results.unpublish(await request.requireCaller(), toId(battleID, 'battleID')),
      deleteByBattleID: async (_parent, { battleID }, { request }) => results.deleteByBattle(await request.requireCaller(), toId(battleID, 'battleID')),
    },
  };
}
