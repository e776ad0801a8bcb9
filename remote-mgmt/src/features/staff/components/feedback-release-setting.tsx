import { useState } from 'react';
import { Flex, Typography } from '@usb/ui/core';
import { Radio } from '@usb/ui/inputs';
import { mgmtMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import type { FeedbackRelease } from '@usb/schema/graphql';
import { runAndNotify } from '../../../lib/notify';
import { useFeedbackRelease } from '../api/use-feedback-release';

const text = mgmtMessages.feedbackRelease;
const releases: FeedbackRelease[] = ['TASK_CLOSED', 'AT_ONCE', 'RESULTS_PUBLISHED'];

/** 'Point og noter til patruljerne': when the battle's patrols see their points and the correctors' notes; a choice saves at once. */
export function FeedbackReleaseSetting({ battleID }: { battleID: string }) {
  const { release, loading, failed, retry, save } = useFeedbackRelease(battleID);
  // The choice shows at once while it saves; a refused one gives way to the saved setting again.
  const [pending, setPending] = useState<FeedbackRelease | null>(null);
  const choose = async (next: FeedbackRelease) => {
    setPending(next);
    await runAndNotify(() => save(next), text.saved, text.saveError);
    setPending(null);
  };
  return (
    <Flex vertical gap="small">
      <Typography.Title level={3} style={{ margin: 0 }} id="feedback-release-title">
        {text.title}
      </Typography.Title>
      <Typography.Text type="secondary">{text.hint}</Typography.Text>
      {failed && <LoadError onRetry={retry} />}
      {!failed && (
        <Radio.Group
          aria-labelledby="feedback-release-title"
          value={pending ?? release}
          disabled={loading || pending !== null}
          onChange={(event) => void choose(event.target.value as FeedbackRelease)}
        >
          <Flex vertical gap="small">
            {releases.map((value) => (
              <Radio key={value} value={value}>
                {text[value]}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      )}
    </Flex>
  );
}
