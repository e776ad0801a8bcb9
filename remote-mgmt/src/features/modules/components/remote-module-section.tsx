import { emit } from '@usb/contracts/events';
import { Flex, Typography } from '@usb/contracts/ui/core';
import { Tag } from '@usb/contracts/ui/data';
import { Table, type ColumnsType } from '@usb/contracts/ui/table';
import { UndoOutlined } from '@usb/contracts/ui/admin-icons';
import { mgmtMessages } from '@usb/contracts/messages/mgmt';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatDateTime } from '../../../lib/copenhagen-time';
import { fill } from '../../../lib/fill';
import type { RemoteModule, RemoteVersion } from '../api/use-remote-modules';
import { useSwitchRemote } from '../api/use-switch-remote';
import { formatSize } from '../lib/format-size';
import { activateFailure, rollbackFailure } from '../lib/switch-failure';

const text = mgmtMessages.modules;

const announce = (type: 'success' | 'error', message: string): void =>
  emit('alert', { type, message, dismissible: true, timeout: type === 'success' ? 3000 : undefined });

/**
 * The version 'Rul tilbage' goes back to: the one stored before the active one, as the api picks
 * it (versions are newest first, docs/remotes-registry.md); undefined when there is none.
 */
function rollbackTarget(module: RemoteModule): RemoteVersion | undefined {
  const active = module.versions.findIndex((version) => version.active);
  return active >= 0 ? module.versions[active + 1] : undefined;
}

/**
 * One remote: its active version with 'Rul tilbage', and every stored version (newest first)
 * with its contracts version, size, when and by whom it was deployed, and 'Aktivér'. Both ask
 * first; the outcome is announced in the shell's alert area.
 */
export function RemoteModuleSection({ module }: { module: RemoteModule }) {
  const { activate, rollback, switching } = useSwitchRemote();
  const { name } = module;
  const target = rollbackTarget(module);

  const runActivate = async (version: string) => {
    try {
      announce('success', fill(text.activated, { name, version: await activate(name, version) }));
    } catch (error) {
      announce('error', activateFailure(error));
    }
  };
  const runRollback = async () => {
    try {
      announce('success', fill(text.rolledBack, { name, version: (await rollback(name)) ?? '' }));
    } catch (error) {
      announce('error', rollbackFailure(error, name));
    }
  };

  const columns: ColumnsType<RemoteVersion> = [
    {
      key: 'version',
      title: text.version,
      render: (_, version) => (
        <Flex gap="small" align="center" wrap>
          <Typography.Text code>{version.version}</Typography.Text>
          {version.active && <Tag color="green">{text.active}</Tag>}
        </Flex>
      ),
    },
    { key: 'contracts', title: text.contracts, render: (_, version) => version.contractsVersion ?? text.contractsUnknown },
    {
      key: 'size',
      title: text.size,
      align: 'right',
      render: (_, version) => {
        const { unit, size } = formatSize(version.sizeBytes);
        return fill(unit === 'MB' ? text.sizeMb : text.sizeKb, { size });
      },
    },
    { key: 'deployedAt', title: text.deployedAt, render: (_, version) => formatDateTime(version.deployedAt) },
    { key: 'deployedBy', title: text.deployedBy, dataIndex: 'deployedBy' },
    {
      key: 'actions',
      title: '',
      render: (_, version) =>
        !version.active && (
          <ConfirmButton
            size="small"
            question={fill(text.activateConfirm, { name, version: version.version })}
            aria-label={fill(text.activateLabel, { name, version: version.version })}
            disabled={switching}
            onConfirm={() => runActivate(version.version)}
          >
            {text.activate}
          </ConfirmButton>
        ),
    },
  ];

  return (
    <section aria-labelledby={`remote-${name}`}>
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 8 }}>
        <div>
          <Typography.Title level={3} id={`remote-${name}`} style={{ margin: 0 }}>
            {name}
          </Typography.Title>
          <Typography.Text type="secondary">
            {module.activeVersion ? fill(text.activeVersion, { version: module.activeVersion }) : text.noActiveVersion}
          </Typography.Text>
        </div>
        <ConfirmButton
          icon={<UndoOutlined />}
          danger
          question={target ? fill(text.rollbackConfirm, { name, version: target.version, deployedAt: formatDateTime(target.deployedAt) }) : ''}
          aria-label={fill(text.rollbackLabel, { name })}
          disabled={switching || !target}
          onConfirm={runRollback}
        >
          {text.rollback}
        </ConfirmButton>
      </Flex>
      <Table<RemoteVersion>
        rowKey="version"
        size="small"
        columns={columns}
        dataSource={module.versions}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
      />
    </section>
  );
}
