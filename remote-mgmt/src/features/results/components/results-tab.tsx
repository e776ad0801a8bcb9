import { useState } from 'react';
import { Alert, Button, Flex, Typography } from '@usb/contracts/ui/core';
import { useParams } from '@usb/contracts/router';
import { mgmtMessages } from '@usb/contracts/messages/mgmt';
import { LoadError, ResultTable } from '@usb/contracts/components';
import { LoadingBlock } from '../../../components/loading-block';
import { runAndNotify } from '../../../lib/notify';
import { useBuiltResult } from '../api/use-built-result';
import { useResultActions } from '../api/use-result-actions';
import { PublishForm } from './publish-form';
import { ResultStatus } from './result-status';

const text = mgmtMessages.results;

/**
 * The battle's Resultater tab: the result built from the current points, per category as the
 * public table shows it, published under a path, hidden again or deleted, each after asking.
 * After a delete nothing is built again until asked, or the result would come straight back.
 */
export default function ResultsTab() {
  const { battleID = '' } = useParams();
  const [deleted, setDeleted] = useState(false);
  const { result, loading, failed, rebuild } = useBuiltResult(battleID, deleted);
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
  if (loading && !result) return <LoadingBlock />;
  if (failed || !result) return <LoadError onRetry={() => void rebuild()} />;
  const onDelete = async () => {
    if (await runAndNotify(remove, text.deletedDone, text.actionError)) setDeleted(true);
  };
  return (
    <Flex vertical gap="middle">
      <ResultStatus
        result={result}
        busy={busy || loading}
        onRebuild={() => void rebuild()}
        onUnpublish={() => void runAndNotify(unpublish, text.unpublishedDone, text.actionError)}
        onDelete={() => void onDelete()}
      />
      <PublishForm key={result.path} path={result.path} busy={busy} publish={publish} />
      {result.categories.map((category) => (
        <Flex key={category.category} vertical gap="small">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {category.name}
          </Typography.Title>
          <ResultTable category={category} />
        </Flex>
      ))}
    </Flex>
  );
}
