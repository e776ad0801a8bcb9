import { Flex } from '@usb/ui/core';
import { Tag } from '@usb/ui/data';
import { Table, type ColumnsType } from '@usb/ui/table';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatDateTime } from '../../../lib/copenhagen-time';
import { runAndNotify } from '../../../lib/notify';
import { useRevokeDeployToken, type DeployToken } from '../api/use-deploy-tokens';

const text = mgmtMessages.deployTokens;

/** The deploy tokens newest first: name, remotes, made when and by whom, last use, whether revoked, and 'Tilbagekald'. */
export function DeployTokensTable({ tokens, loading }: { tokens: DeployToken[]; loading: boolean }) {
  const { revoke, revoking } = useRevokeDeployToken();
  const columns: ColumnsType<DeployToken> = [
    { key: 'label', title: text.label, dataIndex: 'label' },
    {
      key: 'remotes',
      title: text.remotes,
      render: (_, token) => (
        <Flex gap={4} wrap>
          {token.remotes.map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </Flex>
      ),
    },
    { key: 'createdAt', title: text.createdAt, render: (_, token) => formatDateTime(token.createdAt) },
    { key: 'createdBy', title: text.createdBy, dataIndex: 'createdBy' },
    { key: 'lastUsed', title: text.lastUsed, render: (_, token) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : text.never) },
    {
      key: 'status',
      title: text.status,
      render: (_, token) =>
        token.revokedAt ? <Tag color="red">{fill(text.revokedAt, { at: formatDateTime(token.revokedAt) })}</Tag> : <Tag color="green">{text.valid}</Tag>,
    },
    {
      key: 'actions',
      title: '',
      render: (_, token) =>
        !token.revokedAt && (
          <ConfirmButton
            size="small"
            danger
            question={fill(text.revokeConfirm, { label: token.label })}
            aria-label={fill(text.revokeLabel, { label: token.label })}
            disabled={revoking}
            onConfirm={() => runAndNotify(() => revoke(token.id), fill(text.revoked, { label: token.label }), text.revokeError)}
          >
            {text.revoke}
          </ConfirmButton>
        ),
    },
  ];
  return (
    <Table<DeployToken>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={tokens}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: text.empty }}
      scroll={{ x: true }}
    />
  );
}
