import { Alert, Button, Flex } from '@usb/ui/core';
import { Link } from '@usb/contracts/router';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import { ConfirmButton } from '../../../components/confirm-button';
import type { ResultPreview } from '../api/use-result-preview';
import { resultUrl } from '../lib/result-path';

const text = staffMessages.results;

export interface ResultStatusProps {
  result: ResultPreview;
  busy: boolean;
  onRebuild: () => void;
  onUnpublish: () => void;
  onDelete: () => void;
}

/**
 * Whether the result is public: published, with its link and that everyone sees it; else a
 * preview to check before publishing. Beside it the actions: build again, hide, delete.
 */
export function ResultStatus({ result, busy, onRebuild, onUnpublish, onDelete }: ResultStatusProps) {
  const url = resultUrl(result.path);
  return (
    <Alert
      type={result.published ? 'success' : 'info'}
      showIcon
      title={result.published ? <Link to={url}>{fill(text.publishedAt, { url })}</Link> : text.preview}
      description={result.published ? text.publishedIntro : text.notPublishedIntro}
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
          <ConfirmButton size="small" danger question={text.deleteConfirm} okText={text.delete} disabled={busy} onConfirm={onDelete}>
            {text.delete}
          </ConfirmButton>
        </Flex>
      }
    />
  );
}
