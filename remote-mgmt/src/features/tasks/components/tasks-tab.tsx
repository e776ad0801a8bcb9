import { Button, Flex } from '@usb/ui/core';
import { PlusOutlined } from '@usb/ui/admin-icons';
import { useNavigate, useParams } from '@usb/contracts/router';
import { mgmtMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { runAndNotify } from '../../../lib/notify';
import { useDeleteTask } from '../api/use-delete-task';
import { useTasks } from '../api/use-tasks';
import { TasksTable } from './tasks-table';

const text = mgmtMessages.tasks;

/** The battle's Opgaver tab: its tasks, a new one, and deleting one after asking. */
export default function TasksTab() {
  const { battleID = '' } = useParams();
  const navigate = useNavigate();
  const { tasks, loading, failed, retry } = useTasks(battleID);
  const deleteTask = useDeleteTask(battleID);
  return (
    <Flex vertical gap="middle">
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('ny')}>
          {text.create}
        </Button>
      </Flex>
      {failed && <LoadError onRetry={retry} />}
      <TasksTable
        tasks={tasks}
        loading={loading}
        onDelete={(task) => void runAndNotify(() => deleteTask(task.id), text.deleted, mgmtMessages.common.deleteError)}
      />
    </Flex>
  );
}
