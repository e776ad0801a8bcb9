/** The platform's registry: the remote registry (deploy, list, activate, rollback, canaries, preview links, reports, the deploy lock, deploy tokens) and the serving of deployed remotes, behind `app.remotes` (../README.md). */
export { default } from './remotes-plugin';
export { registryStores } from './registry-stores';
export { createRemotesService, CLI_ACTOR, DEPLOY_TOKEN_PREFIX, type DeployResult, type RegistryActor, type RemotesService } from './remotes-service';
