import { useState } from 'react';
import { Alert, Button, Flex, Typography, LoadingBlock } from '@usb/ui/core';
import { Drawer } from '@usb/ui/nav';
import { EyeOutlined } from '@usb/ui/admin-icons';
import { Link, useParams } from '@usb/contracts/router';
import { mgmtMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { fill } from '@usb/contracts/messages';
import { useSaveTask } from '../api/use-save-task';
import { useTasks, type MgmtTask } from '../api/use-tasks';
import { taskValues } from '../lib/new-task-values';
import { NewTask } from './new-task';
import { QuestionsSection } from './questions-section';
import { TaskForm } from './task-form';
import { TaskPreview } from './task-preview';

const text = mgmtMessages.tasks;

function ExistingTask({ task }: { task: MgmtTask }) {
  const save = useSaveTask(task.battleID, task.id);
  const [previewing, setPreviewing] = useState(false);
  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {fill(text.editTitle, { name: task.name })}
        </Typography.Title>
        <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)}>
          {text.preview}
        </Button>
      </Flex>
      <TaskForm key={task.id} initialValues={taskValues(task)} save={save} success={text.savedTask} />
      <QuestionsSection task={task} />
      <Drawer open={previewing} onClose={() => setPreviewing(false)} title={text.previewTitle} size="large">
        <TaskPreview task={task} />
      </Drawer>
    </Flex>
  );
}

/** /mgmt/battles/:battleID/opgaver/:taskID ('ny' for a new task): the task's form, its questions and its preview. */
export default function TaskPage() {
  const { battleID = '', taskID = '' } = useParams();
  const { tasks, loading, failed, retry } = useTasks(battleID);
  const task = tasks.find((candidate) => candidate.id === taskID);
  const content = (() => {
    if (taskID === 'ny') return <NewTask battleID={battleID} />;
    if (loading) return <LoadingBlock />;
    if (failed) return <LoadError onRetry={retry} />;
    if (!task) return <Alert type="warning" showIcon title={text.notFound} />;
    return <ExistingTask task={task} />;
  })();
  return (
    <Flex vertical gap="middle">
      <Link to={`/mgmt/battles/${battleID}/opgaver`}>{text.backToTasks}</Link>
      {content}
    </Flex>
  );
}
