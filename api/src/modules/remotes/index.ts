/** The remotes module: the remote registry (deploy, list, rollback) and the serving of deployed remotes, behind `app.remotes`. */
export { default } from './remotes-plugin';
export { createRemotesRepository } from './remotes-repository';
export { createRemotesService, RegistryError, type DeployResult } from './remotes-service';
