import { useState } from 'react';
import { Button, Flex, Typography } from '@usb/ui/core';
import { Drawer } from '@usb/ui/nav';
import { PlusOutlined } from '@usb/ui/admin-icons';
import { mgmtMessages } from '../../../texts';
import { runAndNotify } from '../../../lib/notify';
import { useDeleteQuestion } from '../api/use-delete-question';
import { useMoveQuestion } from '../api/use-move-question';
import type { MgmtQuestion, MgmtTask } from '../api/use-tasks';
import { QuestionEditor } from './question-editor';
import { QuestionRow } from './question-row';

const text = mgmtMessages.questions;

/** null: no drawer; 'new': a new question; else the question being edited. */
type Editing = MgmtQuestion | 'new' | null;

/** A task's questions in the order patrols see them: reorder, edit, delete, add. */
export function QuestionsSection({ task }: { task: MgmtTask }) {
  const [editing, setEditing] = useState<Editing>(null);
  const { move, moving } = useMoveQuestion();
  const deleteQuestion = useDeleteQuestion(task.battleID);
  const questions = task.questions;
  const close = () => setEditing(null);
  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {text.title}
        </Typography.Title>
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {text.add}
        </Button>
      </Flex>
      {questions.length === 0 && <Typography.Text type="secondary">{text.empty}</Typography.Text>}
      <ol aria-label={text.title} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {questions.map((question, index) => (
          <QuestionRow
            key={question.id}
            question={question}
            isFirst={index === 0}
            isLast={index === questions.length - 1}
            busy={moving}
            onMove={(offset) => void runAndNotify(() => move(question.id, index + offset), null, text.reorderError)}
            onEdit={() => setEditing(question)}
            onDelete={() => void runAndNotify(() => deleteQuestion(question.id), text.deleted, mgmtMessages.common.deleteError)}
          />
        ))}
      </ol>
      <Drawer open={editing !== null} onClose={close} title={editing === 'new' ? text.newTitle : text.editTitle} size="large" destroyOnHidden>
        {editing !== null && <QuestionEditor task={task} question={editing === 'new' ? null : editing} onDone={close} />}
      </Drawer>
    </Flex>
  );
}
