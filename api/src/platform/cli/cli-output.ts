/** What the CLI prints, the same whether it works on the database or through a site. */
import type { DeployResult } from '../registry';

export type Print = (line: string) => void;
export type CliCommand = 'deploy' | 'list' | 'rollback' | 'deploy-local';

export function describeDeploy(result: DeployResult): string {
  const outcome = result.changed ? 'deployed and active' : result.active ? 'already active' : 'stored, not active';
  return `${result.name} ${result.version} ${outcome}`;
}

export function describeVersion(row: { active: boolean; name: string; version: string; deployedAt: Date | string; deployedBy: string }): string {
  const at = typeof row.deployedAt === 'string' ? row.deployedAt : row.deployedAt.toISOString();
  return `${row.active ? '*' : ' '} ${row.name} ${row.version} ${at} ${row.deployedBy}`;
}
