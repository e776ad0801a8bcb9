import { useState } from 'react';
import { Alert, Button, Card, Typography, LoadingBlock } from '@usb/ui/core';
import { Link } from '@usb/contracts/router';
import { staffMessages } from '../../../texts';
import { LoadError, ResultTable } from '@usb/contracts/components';
import { runAndNotify } from '../../../lib/notify';
import { useResultPreview } from '../api/use-result-preview';
import { useResultActions } from '../api/use-result-actions';
import { PublishForm } from './publish-form';
import { ResultStatus } from './result-status';

const text = staffMessages.results;

/**
 * One battle's result, built from the current points: whether it is public, publishing under a
 * path, hiding, deleting (each after asking) and the tables per category as the public page
 * shows them, and the link to the ceremony's reveal view. After a delete nothing is built again until asked.
 */
export function BattleResults({ battleID }: { battleID: string }) {
  const [deleted, setDeleted] = useState(false);
  const { result, loading, failed, rebuild } = useResultPreview(battleID, deleted);
  const { publish, unpublish, remove, busy } = useResultActions(battleID);
  if (deleted) {
    return (
      <Alert
        type="info"
        showIcon
        title={text.notBuilt}
        action={
          <Button type="primary" onClick={() => setDeleted(false)}>
            {text.build}
          </Button>
        }
      />
    );
  }
  if (failed) return <LoadError onRetry={rebuild} />;
  if (loading || !result) return <LoadingBlock />;
  const onDelete = async () => {
    if (await runAndNotify(remove, text.deletedDone, text.actionError)) setDeleted(true);
  };
  return (
    <>
      <ResultStatus
        result={result}
        busy={busy}
        onRebuild={rebuild}
        onUnpublish={() => void runAndNotify(unpublish, text.unpublishedDone, text.actionError)}
        onDelete={() => void onDelete()}
      />
      <Card size="small">
        <PublishForm key={result.path} path={result.path} busy={busy} publish={publish} />
      </Card>
      <Link to={`/staff/results/${battleID}/reveal`}>{text.reveal.open}</Link>
      <Typography.Text type="secondary">{text.followsCorrections}</Typography.Text>
      {result.categories.map((category) => (
        <Card key={category.category} size="small" title={category.name}>
          <ResultTable category={category} />
        </Card>
      ))}
    </>
  );
}
