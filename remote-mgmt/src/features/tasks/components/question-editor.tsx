import { useCallback } from 'react';
import { useCreateQuestion } from '../api/use-create-question';
import { useSaveQuestion } from '../api/use-save-question';
import type { MgmtQuestion, MgmtTask } from '../api/use-tasks';
import type { QuestionFormValues } from '../lib/question-input';
import { QuestionForm } from './question-form';

/** The question form wired to create (a new question) or save (an existing one), closing on success. */
export function QuestionEditor({ task, question, onDone }: { task: MgmtTask; question: MgmtQuestion | null; onDone: () => void }) {
  const create = useCreateQuestion(task.battleID, task.id);
  const saveExisting = useSaveQuestion(task.id, question?.id ?? '');
  const save = useCallback(
    async (values: QuestionFormValues) => {
      await (question ? saveExisting(values) : create(values));
      onDone();
    },
    [question, saveExisting, create, onDone],
  );
  return <QuestionForm question={question} save={save} onCancel={onDone} />;
}
