/** The registry's admin interface: `remotes { getModules getHistory getDeployTokens getDeployLock }` and its mutations, admins only. */
import type { Resolvers } from '../../generated/graphql';
import { toId } from '../../graphql/ids';
import { toDeployLock, toDeployToken, toRemoteModule, toRemoteSwitch } from './remote-view';
import type { RemotesService } from './remotes-service';

export function remotesResolvers(remotes: RemotesService): Resolvers {
  return {
    Query: { remotes: () => ({}) },
    Mutation: { remotes: () => ({}) },
    RemotesQuery: {
      getModules: async (_parent, _args, { request }) => (await remotes.modules(await request.requireCaller())).map(toRemoteModule),
      getHistory: async (_parent, { name, limit }, { request }) =>
        (await remotes.history(await request.requireCaller(), name ?? null, limit ?? null)).map(toRemoteSwitch),
      getDeployTokens: async (_parent, _args, { request }) => (await remotes.tokens(await request.requireCaller())).map(toDeployToken),
      getDeployLock: async (_parent, _args, { request }) => {
        const lock = await remotes.deployLock(await request.requireCaller());
        return lock && toDeployLock(lock);
      },
    },
    RemotesMutation: {
      activate: async (_parent, { name, version }, { request }) => toRemoteModule(await remotes.activateAsAdmin(await request.requireCaller(), name, version)),
      rollback: async (_parent, { name }, { request }) => toRemoteModule(await remotes.rollbackAsAdmin(await request.requireCaller(), name)),
      createDeployToken: async (_parent, { label, remotes: names }, { request }) => {
        const created = await remotes.createToken(await request.requireCaller(), label, names);
        return { token: created.token, deployToken: toDeployToken(created.row) };
      },
      revokeDeployToken: async (_parent, { id }, { request }) => toDeployToken(await remotes.revokeToken(await request.requireCaller(), toId(id, 'id'))),
      setCanary: async (_parent, { name, version, percent }, { request }) =>
        toRemoteModule(await remotes.setCanary(await request.requireCaller(), name, version, percent)),
      stopCanary: async (_parent, { name }, { request }) => toRemoteModule(await remotes.stopCanary(await request.requireCaller(), name)),
      createPreviewLink: async (_parent, { name, version, hours }, { request }) =>
        remotes.createPreviewLinkAsAdmin(await request.requireCaller(), name, version, hours ?? null),
      setDeployLock: async (_parent, { from, until, reason }, { request }) =>
        toDeployLock(await remotes.setDeployLock(await request.requireCaller(), from, until, reason)),
      clearDeployLock: async (_parent, _args, { request }) => remotes.clearDeployLock(await request.requireCaller()),
    },
  };
}
