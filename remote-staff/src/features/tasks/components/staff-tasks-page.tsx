import { Card, Typography } from '@usb/contracts/ui/core';
import { staffMessages } from '@usb/contracts/messages/staff';
import { LoadError } from '@usb/contracts/components';
import { StaffPage } from '../../../components/staff-page';
import { useStaffSelection } from '../../../hooks/use-staff-selection';
import { useTaskOverview } from '../api/use-task-overview';
import { useStaffAnswers } from '../api/use-staff-answers';
import { StaffSelectionCard } from './staff-selection-card';
import { TaskCountsTable } from './task-counts-table';
import { AnswerQueueTable } from './answer-queue-table';
import { CorrectNextButton } from './correct-next-button';

const text = staffMessages;

/** /staff/tasks: the selection, how far each task is, the queue of answers and 'Ret næste'. */
export function StaffTasksPage() {
  const [selection, update] = useStaffSelection();
  const overview = useTaskOverview(selection.battleID);
  const queue = useStaffAnswers(selection);
  return (
    <StaffPage title={text.tasksTitle} extra={<CorrectNextButton disabled={!selection.battleID} />}>
      <StaffSelectionCard tasks={overview.tasks} />
      {!selection.battleID ? (
        <Typography.Paragraph type="secondary">{text.selection.chooseBattle}</Typography.Paragraph>
      ) : (
        <>
          <Card title={text.counts.title} size="small">
            {overview.failed ? (
              <LoadError message={text.answersLoadError} onRetry={overview.retry} />
            ) : (
              <TaskCountsTable tasks={overview.tasks} onSelect={(battleTaskID) => update({ battleTaskID })} />
            )}
          </Card>
          <Card title={text.queue.title} size="small">
            {queue.failed ? (
              <LoadError message={text.answersLoadError} onRetry={queue.retry} />
            ) : (
              <AnswerQueueTable answers={queue.answers} blind={selection.blind} loading={queue.loading} />
            )}
          </Card>
        </>
      )}
    </StaffPage>
  );
}
