import { useState } from 'react';
import { emit } from '@usb/contracts/events';
import { Button, Flex, Typography } from '@usb/ui/core';
import { Tag } from '@usb/ui/data';
import { Table, type ColumnsType } from '@usb/ui/table';
import { UndoOutlined } from '@usb/ui/admin-icons';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatDateTime } from '../../../lib/copenhagen-time';
import { useCanary } from '../api/use-canary';
import { usePreviewLink, type PreviewLink } from '../api/use-preview-link';
import type { RemoteModule, RemoteVersion } from '../api/use-remote-modules';
import { useSwitchRemote } from '../api/use-switch-remote';
import { FIRST_CANARY_STEP } from '../lib/canary-steps';
import { formatSize } from '../lib/format-size';
import { activateFailure, canaryFailure, rollbackFailure } from '../lib/switch-failure';
import { CanaryPanel } from './canary-panel';
import { PreviewLinkBox } from './preview-link-box';
import { VersionReports } from './version-reports';

const text = mgmtMessages.modules;

const announce = (type: 'success' | 'error', message: string): void =>
  emit('alert', { type, message, dismissible: true, timeout: type === 'success' ? 3000 : undefined });

/**
 * The version 'Rul tilbage' goes back to, as the api picks it (docs/remotes-registry.md): the
 * newest version stored before the active one that has been active (versions are newest first);
 * undefined when there is none.
 */
function rollbackTarget(module: RemoteModule): RemoteVersion | undefined {
  const active = module.versions.findIndex((version) => version.active);
  return active >= 0 ? module.versions.slice(active + 1).find((version) => version.activatedAt !== null) : undefined;
}

/**
 * One remote: its active version with 'Rul tilbage', its canary if it has one, and every stored
 * version (newest first) with its contracts version, size, what pages reported of it in the last
 * day, when and by whom it was deployed, and 'Aktivér', 'Trinvis' (start a canary) and
 * 'Forhåndsvis' (a preview link). Changes ask first; the outcome is announced in the shell's
 * alert area.
 */
export function RemoteModuleSection({ module }: { module: RemoteModule }) {
  const { activate, rollback, switching } = useSwitchRemote();
  const { setCanary, changing } = useCanary();
  const { create: createPreview, creating } = usePreviewLink();
  const [preview, setPreview] = useState<{ version: string; link: PreviewLink } | null>(null);
  const { name } = module;
  const target = rollbackTarget(module);
  const busy = switching || changing;

  const runActivate = async (version: string) => {
    try {
      announce('success', fill(text.activated, { name, version: await activate(name, version) }));
    } catch (error) {
      announce('error', activateFailure(error));
    }
  };
  const runCanary = async (version: string) => {
    try {
      await setCanary(name, version, FIRST_CANARY_STEP);
      announce('success', fill(text.canary.changed, { name, version, percent: FIRST_CANARY_STEP }));
    } catch (error) {
      announce('error', canaryFailure(error));
    }
  };
  const runPreview = async (version: string) => {
    try {
      setPreview({ version, link: await createPreview(name, version) });
    } catch {
      announce('error', text.preview.error);
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
          {version.activatedAt === null && <Tag>{text.neverActive}</Tag>}
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
    {
      key: 'reports',
      title: text.reports,
      // Wide enough that '12 indlæsninger, 2 fejlede (1,5 %)' wraps between its words, not inside them, on a phone.
      onCell: () => ({ style: { minWidth: 170 } }),
      render: (_, version) => <VersionReports reports={version.reports} />,
    },
    { key: 'deployedAt', title: text.deployedAt, render: (_, version) => formatDateTime(version.deployedAt) },
    { key: 'deployedBy', title: text.deployedBy, dataIndex: 'deployedBy' },
    {
      key: 'actions',
      title: '',
      render: (_, version) => (
        <Flex gap="small" wrap>
          {!version.active && (
            <ConfirmButton
              size="small"
              question={fill(text.activateConfirm, { name, version: version.version })}
              aria-label={fill(text.activateLabel, { name, version: version.version })}
              disabled={busy}
              onConfirm={() => runActivate(version.version)}
            >
              {text.activate}
            </ConfirmButton>
          )}
          {!version.active && module.canary?.version !== version.version && (
            <ConfirmButton
              size="small"
              question={fill(text.canary.startConfirm, { name, version: version.version, percent: FIRST_CANARY_STEP })}
              aria-label={fill(text.canary.startLabel, { name, version: version.version })}
              disabled={busy}
              onConfirm={() => runCanary(version.version)}
            >
              {text.canary.start}
            </ConfirmButton>
          )}
          {!version.active && (
            <Button
              size="small"
              aria-label={fill(text.preview.createLabel, { name, version: version.version })}
              loading={creating && preview === null}
              onClick={() => void runPreview(version.version)}
            >
              {text.preview.create}
            </Button>
          )}
        </Flex>
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
          disabled={busy || !target}
          onConfirm={runRollback}
        >
          {text.rollback}
        </ConfirmButton>
      </Flex>
      <Flex vertical gap="small" style={{ marginBottom: 8 }}>
        {module.canary && <CanaryPanel name={name} canary={module.canary} activeVersion={module.activeVersion ?? null} />}
        {preview && <PreviewLinkBox name={name} version={preview.version} link={preview.link} onClose={() => setPreview(null)} />}
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
