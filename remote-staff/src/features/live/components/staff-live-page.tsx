import { useEffect } from 'react';
import { Card, Flex, Typography, LoadingBlock } from '@usb/ui/core';
import { LoadError } from '@usb/contracts/components';
import { siteTime } from '@usb/contracts/dates';
import { useParams } from '@usb/contracts/router';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import { StaffPage } from '../../../components/staff-page';
import { useStaffSelection } from '../../../hooks/use-staff-selection';
import { useStaffNight } from '../api/use-staff-night';
import { useLiveReload } from '../hooks/use-live-reload';
import { AnswersChart } from './answers-chart';
import { CorrectorsTable } from './correctors-table';
import { TaskQueueTable } from './task-queue-table';

const text = staffMessages.live;

/**
 * /staff/live/:battleID, 'Aftenen live': the answers per minute, each task's queue and who
 * corrects what, read again when the api wakes the page (docs/staff-live-view.md). Opening it
 * makes its battle the staff selection's.
 */
export default function StaffLivePage() {
  const battleID = useParams().battleID ?? '';
  const [selection, update] = useStaffSelection();
  const { night, loading, failed, reload } = useStaffNight(battleID);
  const nextLockEnd =
    night?.locks.reduce<string | null>((first, lock) => (first === null || lock.lockedUntil < first ? lock.lockedUntil : first), null) ?? null;
  useLiveReload(battleID, reload, nextLockEnd, night?.at ?? null);
  useEffect(() => {
    if (battleID && selection.battleID !== battleID) update({ battleID });
  }, [battleID, selection.battleID, update]);

  const updated = night && (
    <Typography.Text type="secondary" data-testid="live-updated">
      {fill(text.updated, { time: siteTime(night.at).format('HH:mm:ss') })}
    </Typography.Text>
  );
  return (
    <StaffPage title={text.open} extra={updated}>
      {failed ? (
        <LoadError message={text.loadError} onRetry={reload} />
      ) : loading || !night ? (
        <LoadingBlock />
      ) : (
        <Flex vertical gap={16}>
          <Card title={text.chartTitle} size="small">
            <AnswersChart minutes={night.answersPerMinute} />
          </Card>
          <Flex gap={16} wrap>
            <Card title={text.queueTitle} size="small" style={{ flex: '1 1 320px', minWidth: 0 }}>
              <TaskQueueTable tasks={night.tasks} />
            </Card>
            <Card title={text.correctorsTitle} size="small" style={{ flex: '1 1 320px', minWidth: 0 }}>
              <CorrectorsTable locks={night.locks} blind={selection.blind} />
            </Card>
          </Flex>
        </Flex>
      )}
    </StaffPage>
  );
}
