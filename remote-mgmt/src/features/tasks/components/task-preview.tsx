import { Flex, Typography, HtmlContent } from '@usb/ui/core';
import { Descriptions } from '@usb/ui/data';
import { messages } from '@usb/contracts/messages';
import { formatDateTime, formatTime } from '../../../lib/copenhagen-time';
import type { MgmtTask } from '../api/use-tasks';
import { QuestionPreview } from './question-preview';

const text = messages.taskView;

/** The saved task as a patrol will see it: title, times (with the date only when displayDate is set), description and questions. */
export function TaskPreview({ task }: { task: MgmtTask }) {
  const time = task.displayDate ? formatDateTime : formatTime;
  const times = [
    { key: 'opens', label: text.opens, children: time(task.availableFrom) },
    { key: 'closes', label: text.closes, children: time(task.close) },
    { key: 'late', label: text.lateUntil, children: time(task.availableTo) },
  ];
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {task.name}
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} items={times} />
      <HtmlContent html={task.description} />
      {task.questions.map((question) => (
        <QuestionPreview key={question.id} question={question} />
      ))}
    </Flex>
  );
}
