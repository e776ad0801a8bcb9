import type { MouseEvent } from 'react';
import { Alert, Flex } from '@usb/ui/core';
import { useNavigate } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { useOpenTasks } from '../hooks/use-open-tasks';
import { OpenTaskButton } from './open-task-button';

/**
 * The strip of open-task buttons under the header (docs/answers-and-windows.md): one button
 * per open task of the patrol, sorted by name, each a real link to /battles/tasks/{id} (so it
 * can be opened in a new tab) that navigates inside the page, tagged 'Sen aflevering' once the
 * task has closed (OpenTaskButton). Nothing shows while the list is
 * empty, except the refresh error when the last refresh failed twice. Until the first list is
 * in, it keeps `reservedHeight` (the shell passes the height the strip last had), so the page
 * under it does not move when the buttons come.
 */
export function OpenTaskStrip({ reservedHeight = 0 }: { reservedHeight?: number }) {
  const { tasks, refreshError, loaded } = useOpenTasks();
  const navigate = useNavigate();
  if (!loaded && reservedHeight > 0) return <div style={{ height: reservedHeight }} data-testid="open-task-strip-placeholder" />;
  if (tasks.length === 0 && !refreshError) return null;

  const open = (event: MouseEvent<HTMLElement>, path: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(path);
  };

  return (
    <nav aria-label={messages.taskView.openTasks} style={{ padding: '8px 12px' }}>
      <Flex wrap gap={8} justify="center">
        {tasks.map((task) => (
          <OpenTaskButton key={task.id} task={task} onOpen={open} />
        ))}
      </Flex>
      {refreshError && <Alert type="warning" showIcon title={messages.task.refreshError} style={{ marginTop: 8 }} />}
    </nav>
  );
}
