/** The settings namespace of the GraphQL schema. */
import type { Resolvers } from '../../generated/graphql';
import type { SettingsService } from './settings-service';

export function settingsResolvers(settings: SettingsService): Resolvers {
  return {
    Query: { settings: () => ({}) },
    Mutation: { settings: () => ({}) },
    SettingsQuery: {
      getPublic: () => settings.getPublic(),
      get: async (_parent, _args, { request }) => settings.get(await request.requireCaller()),
    },
    SettingsMutation: {
      save: async (_parent, { settings: input }, { request }) => settings.save(await request.requireCaller(), input),
    },
  };
}
