/** Registry records to the schema's types (RemoteModule, RemoteVersion, RemoteSwitch, DeployToken, DeployLock). */
import type { DeployLock, DeployToken, RemoteModule, RemoteSwitch, RemoteVersion } from '../../generated/graphql';
import type { DeployTokenRow, RemoteSwitchRow } from './remotes-repository';
import type { DeployLockView, RemoteModuleView, RemoteVersionView } from './remotes-service';

export function toRemoteVersion(row: RemoteVersionView): RemoteVersion {
  return {
    name: row.name,
    version: row.version,
    contractsVersion: row.contractsVersion,
    sizeBytes: row.sizeBytes,
    deployedAt: row.deployedAt,
    deployedBy: row.deployedBy,
    active: row.active,
    activatedAt: row.activatedAt,
    reports: row.reports,
  };
}

export function toRemoteModule(view: RemoteModuleView): RemoteModule {
  return { name: view.name, activeVersion: view.activeVersion, canary: view.canary, versions: view.versions.map(toRemoteVersion) };
}

export function toRemoteSwitch(row: RemoteSwitchRow): RemoteSwitch {
  return {
    id: String(row.id),
    name: row.name,
    kind: row.kind,
    fromVersion: row.fromVersion,
    toVersion: row.toVersion,
    percent: row.percent,
    at: row.at,
    by: row.by,
  };
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

export function toDeployLock(view: DeployLockView): DeployLock {
  return { from: view.from, until: view.until, reason: view.reason, setBy: view.setBy, active: view.active };
}
