import { useId, type MouseEvent } from 'react';
import { Button } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import { usePassed } from '../../../hooks/use-passed';
import type { OpenTask } from '../hooks/use-open-tasks';

/** A small red tag on the button's top corner, like a badge: it takes no room in the strip. */
const lateTag = {
  position: 'absolute',
  top: -8,
  insetInlineEnd: -6,
  padding: '0 6px',
  borderRadius: 8,
  background: 'var(--ant-color-error)',
  color: '#fff',
  fontSize: 12,
  lineHeight: '16px',
  whiteSpace: 'nowrap',
} as const;

/**
 * One task of the strip: a real link to /battles/tasks/{id} that navigates inside the page.
 * Once the task's close has passed (its late window: the strip lists it until availableTo) it
 * carries the tag 'Sen aflevering', which is also the link's accessible description, so the
 * link's name stays the task's name.
 */
export function OpenTaskButton({ task, onOpen }: { task: OpenTask; onOpen: (event: MouseEvent<HTMLElement>, path: string) => void }) {
  const late = usePassed(task.close);
  const tagId = useId();
  const path = `/battles/tasks/${task.id}`;
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Button type="primary" size="large" href={path} aria-describedby={late ? tagId : undefined} onClick={(event) => onOpen(event, path)}>
        {task.name}
      </Button>
      {late && (
        <span id={tagId} style={lateTag}>
          {messages.taskView.late}
        </span>
      )}
    </span>
  );
}
