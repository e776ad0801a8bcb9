import { Alert, Button, Flex } from '@usb/contracts/ui/core';
import { Link } from '@usb/contracts/router';
import { mgmtMessages } from '@usb/contracts/messages/mgmt';
import { ConfirmButton } from '../../../components/confirm-button';
import { fill } from '../../../lib/fill';
import type { MgmtResult } from '../api/use-built-result';
import { resultUrl } from '../lib/result-path';

const text = mgmtMessages.results;

export interface ResultStatusProps {
  result: MgmtResult;
  busy: boolean;
  onRebuild: () => void;
  onUnpublish: () => void;
  onDelete: () => void;
}

/** Whether the result is public (with its link), and the actions beside publishing: build again, hide, delete. */
export function ResultStatus({ result, busy, onRebuild, onUnpublish, onDelete }: ResultStatusProps) {
  const url = resultUrl(result.path);
  return (
    <Alert
      type={result.published ? 'success' : 'info'}
      showIcon
      title={result.published ? <Link to={url}>{fill(text.published, { url })}</Link> : text.notPublished}
      description={text.intro}
      action={
        <Flex vertical gap="small">
          <Button size="small" onClick={onRebuild} disabled={busy}>
            {text.rebuild}
          </Button>
          {result.published && (
            <ConfirmButton size="small" question={text.unpublishConfirm} okText={text.unpublish} disabled={busy} onConfirm={onUnpublish}>
              {text.unpublish}
            </ConfirmButton>
          )}
          <ConfirmButton size="small" danger question={text.deleteConfirm} okText={mgmtMessages.common.confirmDelete} disabled={busy} onConfirm={onDelete}>
            {text.delete}
          </ConfirmButton>
        </Flex>
      }
    />
  );
}
