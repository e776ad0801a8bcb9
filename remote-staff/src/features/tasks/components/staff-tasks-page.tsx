import { Card, Space, Typography } from '@usb/ui/core';
import { Link } from '@usb/contracts/router';
import { staffMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { fill } from '@usb/contracts/messages';
import { StaffPage } from '../../../components/staff-page';
import { useStaffSelection } from '../../../hooks/use-staff-selection';
import { useTaskOverview } from '../api/use-task-overview';
import { useStaffAnswers } from '../api/use-staff-answers';
import { StaffSelectionCard } from './staff-selection-card';
import { TaskCountsTable } from './task-counts-table';
import { AnswerQueueTable } from './answer-queue-table';
import { CorrectNextButton } from './correct-next-button';
import { OpenQuestionsNote } from './open-questions-note';

const text = staffMessages;

/** How many task answers match the selection, on every page of the queue. */
function QueueTotal({ total }: { total: number }) {
  return (
    <Typography.Text type="secondary" data-testid="queue-total">
      {total === 1 ? text.queue.totalOne : fill(text.queue.total, { total })}
    </Typography.Text>
  );
}

/**
 * /staff/tasks: the selection, how many patrols' questions wait for an answer, how far each task is, the queue of answers a page at a time with
 * how many there are, and 'Ret næste' (which asks the api itself, so it finds the next
 * uncorrected answer on any page).
 */
export function StaffTasksPage() {
  const [selection, update] = useStaffSelection();
  const overview = useTaskOverview(selection.battleID);
  const queue = useStaffAnswers(selection);
  return (
    <StaffPage
      title={text.tasksTitle}
      extra={
        <Space wrap>
          {selection.battleID && <Link to={`/staff/live/${selection.battleID}`}>{text.live.open}</Link>}
          <CorrectNextButton disabled={!selection.battleID} />
        </Space>
      }
    >
      <StaffSelectionCard tasks={overview.tasks} />
      {!selection.battleID ? (
        <Typography.Paragraph type="secondary">{text.selection.chooseBattle}</Typography.Paragraph>
      ) : (
        <>
          <OpenQuestionsNote battleID={selection.battleID} />
          <Card title={text.counts.title} size="small">
            {overview.failed ? (
              <LoadError message={text.answersLoadError} onRetry={overview.retry} />
            ) : (
              <TaskCountsTable tasks={overview.tasks} onSelect={(battleTaskID) => update({ battleTaskID })} />
            )}
          </Card>
          <Card title={text.queue.title} size="small" extra={!queue.loading && !queue.failed && <QueueTotal total={queue.total} />}>
            {queue.failed ? (
              <LoadError message={text.answersLoadError} onRetry={queue.retry} />
            ) : (
              <AnswerQueueTable
                answers={queue.answers}
                total={queue.total}
                page={queue.page}
                onPage={queue.showPage}
                blind={selection.blind}
                loading={queue.loading}
              />
            )}
          </Card>
        </>
      )}
    </StaffPage>
  );
}
