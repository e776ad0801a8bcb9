/** Registry records to the schema's types (RemoteModule, RemoteVersion, RemoteSwitch, DeployToken). */
import type { DeployToken, RemoteModule, RemoteSwitch, RemoteVersion } from '../../generated/graphql';
import type { DeployTokenRow, RemoteSwitchRow, RemoteVersionRow } from './remotes-repository';
import type { RemoteModuleView } from './remotes-service';

export function toRemoteVersion(row: RemoteVersionRow): RemoteVersion {
  return {
    name: row.name,
    version: row.version,
    contractsVersion: row.contractsVersion,
    sizeBytes: row.sizeBytes,
    deployedAt: row.deployedAt,
    deployedBy: row.deployedBy,
    active: row.active,
  };
}

export function toRemoteModule(view: RemoteModuleView): RemoteModule {
  return { name: view.name, activeVersion: view.activeVersion, versions: view.versions.map(toRemoteVersion) };
}

export function toRemoteSwitch(row: RemoteSwitchRow): RemoteSwitch {
  return { id: String(row.id), name: row.name, kind: row.kind, fromVersion: row.fromVersion, toVersion: row.toVersion, at: row.at, by: row.by };
}

export function toDeployToken(row: DeployTokenRow): DeployToken {
  return {
    id: String(row.id),
    label: row.label,
    remotes: row.remotes,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  };
}
