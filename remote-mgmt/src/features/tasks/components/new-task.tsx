import { useCallback } from 'react';
import { Alert, Flex, Typography, LoadingBlock } from '@usb/ui/core';
import { useNavigate } from '@usb/contracts/router';
import { mgmtMessages } from '../../../texts';
import { useBattleTimes } from '../api/use-battle-times';
import { useCreateTask } from '../api/use-create-task';
import { newTaskValues } from '../lib/new-task-values';
import type { TaskFormValues } from '../lib/task-rules';
import { TaskForm } from './task-form';

const text = mgmtMessages.tasks;

/** A new task's form, starting from the battle's times; once created, its page opens for the questions. */
export function NewTask({ battleID }: { battleID: string }) {
  const navigate = useNavigate();
  const battle = useBattleTimes(battleID);
  const create = useCreateTask(battleID);
  const save = useCallback(
    async (values: TaskFormValues) => {
      const id = await create(values);
      if (id) void navigate(`/mgmt/battles/${battleID}/opgaver/${id}`, { replace: true });
    },
    [battleID, create, navigate],
  );
  if (!battle) return <LoadingBlock />;
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {text.newTitle}
      </Typography.Title>
      <TaskForm initialValues={newTaskValues(battle)} save={save} success={text.created} />
      <Alert type="info" showIcon title={text.saveFirst} />
    </Flex>
  );
}
